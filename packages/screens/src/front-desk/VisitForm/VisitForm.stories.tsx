import { addDays, formatCi, formatIsoDate, visitMessages } from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { visitFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { unitsOf } from '../stories/units';
import { VisitForm } from './VisitForm';

/** The demo's day and a fixed clock: what the form sends never depends on when the story runs. */
const today = DEMO_TODAY;
const clock = '10:42';

const apartments = unitsOf();
const unit = (name: string) => apartments.find((candidate) => candidate.name === name)!;
const visits = ofBuilding(visitFixtures);
const finished = visits.find((visit) => visit.status === 'finalizada' && visit.identity && visit.plate)!;
/** The CI every form story types (CONVENTIONS.md), valid and no one's in the demo. */
const visitorCi = '12345672';

const meta = {
  title: 'Pantallas/Portería/VisitForm',
  component: VisitForm,
  args: {
    ...recordFormArgs(visitMessages.created),
    options: { status: 'ready', apartments },
    today,
    now: () => clock,
  },
} satisfies Meta<typeof VisitForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  missing: 'No encontramos esa visita en el complejo.',
  loading: 'Cargando la visita…',
  optionsUnavailable: 'No se pudieron cargar las unidades',
});

const unitField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Unidad' });

/** Someone at the desk now: the unit by its number, who lives there to check, and the visit goes in inside. */
export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const b101 = unit('Torre B · 101');
    // The form opens with the cursor on the unit: the keyboard alone picks it.
    await waitFor(() => expect(unitField(canvasElement)).toHaveFocus());
    await userEvent.keyboard('b101{Enter}');
    await expect(canvas.getByText(`Viven en ${b101.name}: ${b101.residents.join(', ')}.`)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Lucía Techera');
    await userEvent.type(canvas.getByLabelText('Cédula de identidad'), visitorCi);
    await expect(canvas.getByLabelText('Cédula de identidad')).toHaveValue(formatCi(visitorCi));
    await userEvent.type(canvas.getByLabelText('Matrícula'), 'sbc 1234');
    await expect(canvas.getByLabelText('Fecha')).toHaveValue(formatIsoDate(today));
    await expect(canvas.getByRole('switch', { name: 'Está en portería ahora' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar visita' }));
    const sent = {
      apartmentId: b101.id,
      name: 'Lucía Techera',
      identity: visitorCi,
      plate: 'SBC 1234',
      date: today,
      expectedTime: null,
      entryTime: clock,
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** A resident announced it for tomorrow afternoon: nobody is at the desk yet. */
export const Anunciada: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tomorrow = addDays(today, 1);
    await userEvent.type(unitField(canvasElement), 'a302{Enter}');
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Técnico de Antel');
    const date = canvas.getByLabelText('Fecha');
    await userEvent.clear(date);
    await userEvent.type(date, formatIsoDate(tomorrow).replaceAll('/', ''));
    await userEvent.type(canvas.getByLabelText('Hora esperada'), '1500');
    const atDesk = canvas.getByRole('switch', { name: 'Está en portería ahora' });
    await expect(atDesk).not.toBeChecked();
    await expect(atDesk).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar visita' }));
    const sent = {
      apartmentId: unit('Torre A · 302').id,
      name: 'Técnico de Antel',
      identity: '',
      plate: '',
      date: tomorrow,
      expectedTime: '15:00',
      entryTime: null,
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** Nothing filled and a mistyped CI: the domain's words under each field, and the focus on the unit. */
export const CamposInválidos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const wrong = `${visitorCi.slice(0, 7)}${(Number(visitorCi.slice(7)) + 1) % 10}`;
    await userEvent.type(canvas.getByLabelText('Cédula de identidad'), wrong);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar visita' }));
    await expect(canvas.getByText('Seleccione el apartamento.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el nombre de la visita.')).toBeVisible();
    await expect(canvas.getByLabelText('Cédula de identidad')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(unitField(canvasElement)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(visitMessages.foreignApartment))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(unitField(canvasElement), 'a101{Enter}');
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Lucía Techera');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar visita' }));
    await expect(await canvas.findByText(visitMessages.foreignApartment)).toBeVisible();
    await waitFor(() => expect(unitField(canvasElement)).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A family arrives together: the next visit starts blank, on the unit. */
export const GuardarYRegistrarOtra: Story = {
  args: { onSavedAnother: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(unitField(canvasElement), 'a501{Enter}');
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Lucía Techera');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y registrar otra' }));
    await waitFor(() => expect(args.onSavedAnother).toHaveBeenCalledOnce());
    await waitFor(() => expect(unitField(canvasElement)).toHaveValue(''));
    await waitFor(() => expect(unitField(canvasElement)).toHaveFocus());
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('');
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: finished } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: `Visita de ${finished.name}` })).toBeInTheDocument();
    await expect(canvas.getByText(formatCi(finished.identity))).toBeVisible();
    await expect(canvas.getByText(finished.plate)).toBeVisible();
    await expect(canvas.getByText(finished.exitTime!)).toBeVisible();
  },
};

export const OpcionesCargando: Story = {
  args: { options: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(unitField(canvasElement)).toBeDisabled();
    await expect(unitField(canvasElement)).toHaveAttribute('placeholder', 'Cargando unidades…');
  },
};

export const OpcionesConError: Story = { ...states.optionsError, name: 'Opciones con error' };

/** A stale link: the record is not in the complejo's list, so the screen offers the list, not a retry. */
export const NoExiste: Story = {
  ...states.missing,
  args: {
    ...states.missing.args,
    state: { mode: 'DETAIL', status: 'missing', message: 'No encontramos esa visita en el complejo.' },
  },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };
