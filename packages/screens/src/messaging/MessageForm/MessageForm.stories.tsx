import { messagingMessages, refusals } from '@horizontal/domain';
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
  (unit) => unit.tower === 'Torre A' && unit.residents.length > 0 && unit.residents.every((one) => one.email === ''),
)!;

const say = (choice: Partial<RecipientChoice>) => {
  const full: RecipientChoice = { audience: 'todos', towers: [], unitIds: [], ...choice };
  return reachSentence(reachOf(units, full), full);
};

const meta = {
  title: 'Pantallas/Mensajería/MessageForm',
  component: MessageForm,
  args: {
    options: { status: 'ready', categories: messageCategories, units },
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

/** CREATE: to the units of Torre B, with a category and a subject; the text goes trimmed. */
export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nuevo mensaje' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Por torre' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Torres' }), 'Torre B{Enter}');
    await expect(canvas.getByRole('list', { name: 'Torres: seleccionados' })).toHaveTextContent('Torre B');
    await expect(reachLine(canvasElement)).toHaveTextContent(say({ audience: 'torres', towers: ['Torre B'] }));
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
    await userEvent.click(canvas.getByRole('radio', { name: 'Por unidad' }));
    await expect(canvas.getByRole('combobox', { name: 'Unidades' })).toBeDisabled();
  },
};

export const OpcionesConError: Story = { ...states.optionsError, name: 'Opciones con error' };
