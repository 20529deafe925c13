import { type AudienceStaff, messagingMessages, refusals } from '@horizontal/domain';
import { messageCategories } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok, pending } from '../../shared/stories/answers';
import { choose, formStates } from '../../shared/stories/form-stories';
import { body } from '../../shared/stories/lists';
import { recipientUnits } from '../stories/demo';
import { MessageForm } from './MessageForm';
import { type RecipientChoice, reachOf, reachSentence } from './recipients';

const units = recipientUnits;
const towerB = units.filter((unit) => unit.tower === 'Torre B');
const a101 = units.find((unit) => unit.name === 'Torre A · 101')!;
/** A unit whose resident gave no e-mail address: the line says it will not reach them by e-mail. */
const noEmail = units.find(
  (unit) => unit.tower === 'Torre A' && unit.residents.length > 0 && unit.residents.every((one) => !one.hasEmail),
)!;

/** Colleagues of Parque Batlle whose profiles open Mensajería, as POST /messages/recipients/audience answers them. */
const colleagues: AudienceStaff[] = [
  { id: 41, name: 'Martín Rodríguez', role: 'Administrador' },
  { id: 42, name: 'Lucía Fernández', role: 'Contadora' },
];
const lucia = colleagues[1]!;

const say = (choice: Partial<RecipientChoice>) => {
  const full: RecipientChoice = { audience: 'todos', towers: [], unitIds: [], staffIds: [], ...choice };
  return reachSentence(reachOf(units, full), full);
};

const meta = {
  title: 'Pantallas/Mensajería/MessageForm',
  component: MessageForm,
  args: {
    options: { status: 'ready', categories: messageCategories, units, staff: colleagues },
    onSubmit: fn(answer(ok(messagingMessages.sent))),
    onSaved: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof MessageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({ optionsUnavailable: 'No se pudieron cargar las categorías y las unidades' });

const reachLine = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const text = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Texto' });
const send = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar mensaje' }));
const staffField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Personal' });

/**
 * CREATE: to the units of Torre B and to a colleague, who finds it in Recibidos, with a category and a subject; the
 * text goes trimmed.
 */
export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nuevo mensaje' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Por torre' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Torres' }), 'Torre B{Enter}');
    await expect(canvas.getByRole('list', { name: 'Torres: seleccionados' })).toHaveTextContent('Torre B');
    await expect(reachLine(canvasElement)).toHaveTextContent(say({ audience: 'torres', towers: ['Torre B'] }));
    // Found by the first name; the line adds the colleague after the residents.
    await userEvent.type(staffField(canvasElement), 'Lucía{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('list', { name: 'Personal: seleccionados' })).toHaveTextContent(
      'Lucía Fernández · Contadora',
    );
    const towerAndColleague = say({ audience: 'torres', towers: ['Torre B'], staffIds: [lucia.id] });
    await expect(towerAndColleague).toMatch(/\. También llega a 1 persona del personal\.$/);
    await expect(reachLine(canvasElement)).toHaveTextContent(towerAndColleague);
    await choose(canvasElement, 'Categoría', 'Administración');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Asunto' }), 'Pintura de la fachada');
    await userEvent.type(text(canvasElement), '  El lunes empiezan a pintar la fachada de la Torre B.  ');
    await send(canvasElement);
    const sent = {
      messageParentId: null,
      categoryId: messageCategories.find((category) => category.name === 'Administración')!.id,
      subject: 'Pintura de la fachada',
      text: 'El lunes empiezan a pintar la fachada de la Torre B.',
      toAll: false,
      apartmentIds: towerB.map((unit) => unit.id),
      residentIds: [],
      userIds: [lucia.id],
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** The whole complejo, the choice it opens on: every active resident, each once. */
export const TodoElComplejo: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Todo el complejo' })).toBeChecked();
    await expect(reachLine(canvasElement)).toHaveTextContent(say({}));
    await expect(reachLine(canvasElement)).toHaveTextContent(/no tienen correo electrónico/);
    await userEvent.type(text(canvasElement), 'El sábado se corta la luz de 8:00 a 10:00.');
    await send(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ toAll: true, apartmentIds: [], categoryId: null, subject: '' }),
    );
  },
};

/** The line under the recipients follows each choice: how many people, and how many no e-mail will reach. */
export const AlcanceDeDestinatarios: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Por unidad' }));
    await expect(reachLine(canvasElement)).toHaveTextContent(say({ audience: 'unidades' }));
    const unitsField = canvas.getByRole('combobox', { name: 'Unidades' });
    // Found as a person types a unit: tower letter and number.
    await userEvent.type(unitsField, 'a101{Enter}');
    await expect(reachLine(canvasElement)).toHaveTextContent(say({ audience: 'unidades', unitIds: [a101.id] }));
    await userEvent.type(unitsField, `${noEmail.name}{Enter}`);
    const both = say({ audience: 'unidades', unitIds: [a101.id, noEmail.id] });
    await expect(reachLine(canvasElement)).toHaveTextContent(both);
    await expect(both).toMatch(/1 no tiene correo electrónico/);
    await userEvent.click(canvas.getByRole('button', { name: `Quitar ${noEmail.name}` }));
    await expect(reachLine(canvasElement)).toHaveTextContent(say({ audience: 'unidades', unitIds: [a101.id] }));
    // Back to the towers: the line is the towers' again.
    await userEvent.click(canvas.getByRole('radio', { name: 'Por torre' }));
    await expect(reachLine(canvasElement)).toHaveTextContent(say({ audience: 'torres' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Torres' }), 'Torre A{Enter}');
    await expect(reachLine(canvasElement)).toHaveTextContent(say({ audience: 'torres', towers: ['Torre A'] }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

/** To colleagues alone: no resident is written to, and the line counts the colleagues picked. */
export const SoloAlPersonal: Story = {
  name: 'Solo al personal',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Solo al personal' }));
    await expect(canvas.queryByRole('combobox', { name: 'Torres' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Unidades' })).toBeNull();
    await expect(reachLine(canvasElement)).toHaveTextContent('Elija a las personas del personal que lo recibirán.');
    await expect(staffField(canvasElement)).toHaveAccessibleDescription(
      'Colegas con Mensajería en el complejo: lo verán en Recibidos.',
    );
    await userEvent.type(text(canvasElement), 'Reunión de administración el viernes a las 10:00.');
    // Nobody picked: the schema's words on the picker, which takes the focus.
    await send(canvasElement);
    await expect(canvas.getByText('Elija a quién enviar el mensaje.')).toBeVisible();
    await waitFor(() => expect(staffField(canvasElement)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(staffField(canvasElement), 'Fernández{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(reachLine(canvasElement)).toHaveTextContent('Llega a 1 persona del personal.');
    await expect(reachLine(canvasElement)).toHaveTextContent(say({ audience: 'personal', staffIds: [lucia.id] }));
    await send(canvasElement);
    const sent = {
      messageParentId: null,
      categoryId: null,
      subject: '',
      text: 'Reunión de administración el viernes a las 10:00.',
      toAll: false,
      apartmentIds: [],
      residentIds: [],
      userIds: [lucia.id],
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** Nobody else in the complejo has Mensajería: nobody to pick, and no choice of writing to the staff alone. */
export const PersonalVacío: Story = {
  name: 'Personal vacío',
  args: { options: { status: 'ready', categories: messageCategories, units, staff: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(staffField(canvasElement)).toBeDisabled();
    await expect(staffField(canvasElement)).toHaveAccessibleDescription(
      'No hay otras personas con Mensajería en el complejo.',
    );
    await expect(canvas.getByText('No hay otras personas con Mensajería en el complejo.')).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Solo al personal' })).toBeNull();
    await expect(reachLine(canvasElement)).toHaveTextContent(say({}));
  },
};

/** Nothing picked and no text: the schema's words under each field, and the first one takes the focus. */
export const CamposInválidos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Por unidad' }));
    await send(canvasElement);
    await expect(canvas.getByText('Elija a quién enviar el mensaje.')).toBeVisible();
    await expect(canvas.getByText('Escriba el mensaje.')).toBeVisible();
    await expect(text(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Unidades' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The resident of the unit was deactivated meanwhile: the server's words, on the units. */
export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(messagingMessages.noRecipients))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Por unidad' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Unidades' }), 'a101{Enter}');
    await userEvent.type(text(canvasElement), '¿Podría pasar por la administración?');
    await send(canvasElement);
    await expect(await canvas.findByText(messagingMessages.noRecipients)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Unidades' })).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A refusal about no field: the server's words above the form, which takes the focus. */
export const RechazoDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(refusals.noFunctionality))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(text(canvasElement), 'Recordatorio: la asamblea es el martes a las 20:00.');
    await send(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo guardar');
    await expect(alert).toHaveTextContent(refusals.noFunctionality);
    await expect(args.onSaved).not.toHaveBeenCalled();
    // What was written is still there, to send once the profile allows it.
    await expect(text(canvasElement)).toHaveValue('Recordatorio: la asamblea es el martes a las 20:00.');
  },
};

export const Enviando: Story = {
  args: { onSubmit: fn(pending()) },
  play: async ({ canvasElement }) => {
    await userEvent.type(text(canvasElement), 'Mañana se limpian los tanques de agua.');
    await send(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /Enviar mensaje/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A text written and not sent: Cancelar asks before throwing it away. */
export const CancelarConTexto: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(text(canvasElement), 'Borrador');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    const dialog = await body().findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar cambios' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The categories and units on their way: nothing to pick yet, and the line says so. */
export const OpcionesCargando: Story = {
  name: 'Opciones cargando',
  args: { options: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Categoría' })).toBeDisabled();
    await expect(reachLine(canvasElement)).toHaveTextContent('Cargando las unidades y sus residentes…');
    await expect(staffField(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Por unidad' }));
    await expect(canvas.getByRole('combobox', { name: 'Unidades' })).toBeDisabled();
  },
};

export const OpcionesConError: Story = { ...states.optionsError, name: 'Opciones con error' };
