import { assemblyMessages, assemblyTypeLabels, formatIsoDate, refusals } from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { assemblyFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { AssemblyForm } from './AssemblyForm';

const assemblies = ofBuilding(assemblyFixtures);
const held = assemblies.find((assembly) => assembly.status === 'realizada')!;
const called = assemblies.find((assembly) => assembly.status === 'convocada')!;

const meta = {
  title: 'Pantallas/Asambleas/AssemblyForm',
  component: AssemblyForm,
  args: { ...recordFormArgs(assemblyMessages.created), onOpenPage: fn() },
} satisfies Meta<typeof AssemblyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  missing: assemblyMessages.notFound,
  loading: 'Cargando la asamblea…',
});

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Convocar asamblea' }));

/** An extraordinary assembly, with its hour, place and a two-line agenda. */
export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Título'), '  Asamblea extraordinaria: ascensores ');
    await userEvent.click(canvas.getByRole('radio', { name: assemblyTypeLabels.extraordinaria }));
    await userEvent.type(canvas.getByLabelText('Fecha'), formatIsoDate(DEMO_TODAY).replaceAll('/', ''));
    await userEvent.type(canvas.getByLabelText('Hora'), '1930');
    await userEvent.type(canvas.getByLabelText('Lugar'), 'Salón de fiestas');
    await userEvent.type(
      canvas.getByLabelText('Orden del día'),
      'Presupuestos para modernizar los ascensores{Enter}Cuota extra',
    );
    await submit(canvasElement);
    const sent = {
      title: 'Asamblea extraordinaria: ascensores',
      type: 'extraordinaria',
      date: DEMO_TODAY,
      time: '19:30',
      place: 'Salón de fiestas',
      description: 'Presupuestos para modernizar los ascensores\nCuota extra',
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** Only the title and the day are required: an ordinary one without an hour yet sends a null time. */
export const CrearSinHora: Story = {
  name: 'Crear sin hora',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: assemblyTypeLabels.ordinaria })).toBeChecked();
    await userEvent.type(canvas.getByLabelText('Título'), 'Asamblea ordinaria');
    await userEvent.type(canvas.getByLabelText('Fecha'), formatIsoDate(DEMO_TODAY).replaceAll('/', ''));
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'ordinaria', time: null, place: '', description: '' }),
    );
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** Nothing filled: the domain's words under each field, and the focus on the first. */
export const CamposInválidos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(canvas.getByText('Ingrese el título de la asamblea.')).toBeVisible();
    await expect(canvas.getByText('Seleccione la fecha de la asamblea.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Título')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A profile that lost asambleas/nuevo meanwhile: the server's words above the form, nothing saved. */
export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(refusals.noFunctionality))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Título'), 'Asamblea ordinaria');
    await userEvent.type(canvas.getByLabelText('Fecha'), formatIsoDate(DEMO_TODAY).replaceAll('/', ''));
    await submit(canvasElement);
    await expect(await canvas.findByText(refusals.noFunctionality)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Convocar asamblea' })).toBeEnabled());
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: held } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: held.title })).toBeInTheDocument();
    await expect(canvas.getByText(formatIsoDate(held.date))).toBeVisible();
    await expect(canvas.getByText(held.time!)).toBeVisible();
    await expect(canvas.getByText(held.description)).toBeVisible();
    // There is no update call: the ficha offers nothing to edit.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Asistencia y resoluciones' }));
    await expect(args.onOpenPage).toHaveBeenCalledOnce();
  },
};

export const DetalleConvocada: Story = {
  name: 'Detalle convocada',
  args: { state: { mode: 'DETAIL', status: 'ready', record: { ...called, time: null, description: '' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Convocada').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Sin hora')).toBeVisible();
    await expect(canvas.getByText('Sin orden del día')).toBeVisible();
  },
};

/** A stale link: the assembly is not in the complejo's list, so the screen offers the list, not a retry. */
export const NoExiste: Story = {
  ...states.missing,
  args: { ...states.missing.args, state: { mode: 'DETAIL', status: 'missing', message: assemblyMessages.notFound } },
};

export const Cargando: Story = {
  ...states.loading,
  args: { state: { mode: 'DETAIL', status: 'loading' } },
};

export const ErrorAlCargar: Story = {
  ...states.loadError,
  name: 'Error',
  args: { state: { mode: 'DETAIL', status: 'error', message: refusals.unexpected } },
};
