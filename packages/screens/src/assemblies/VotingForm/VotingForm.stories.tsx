import {
  formatIsoDate,
  rangeMessage,
  refusals,
  votingMajorityDescriptions,
  votingMajorityLabels,
  votingMessages,
  votingQuorumDescriptions,
  votingQuorumLabels,
} from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { assemblyFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { votingOf } from '../VotingDetail/stories/votings';
import { verdictSentence } from '../VotingDetail/voting-result';
import { VotingForm } from './VotingForm';

const assemblies = ofBuilding(assemblyFixtures);
const called = assemblies.find((assembly) => assembly.status === 'convocada')!;
/** The roofs: closed and decided, in an assembly of the demo. */
const closed = votingOf(1);
const draft = votingOf(3);

const meta = {
  title: 'Pantallas/Asambleas/VotingForm',
  component: VotingForm,
  args: {
    ...recordFormArgs(votingMessages.created),
    options: { status: 'ready', assemblies },
    onOpenPage: fn(),
  },
} satisfies Meta<typeof VotingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  loading: 'Cargando la votación…',
  missing: votingMessages.notFound,
  optionsLoading: { field: 'Asamblea', text: 'Cargando asambleas…' },
  optionsUnavailable: 'No se pudieron cargar las asambleas del complejo',
});

/** dd/mm/yyyy typed as the digits a person types. */
const typedDay = (isoDate: string) => formatIsoDate(isoDate).replaceAll('/', '');

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Crear votación' }));

/** A voting of the coming assembly, under the bylaws' majority, with a third option added and moved up. */
export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Título'), '  Cambio de ascensores ');
    await userEvent.type(canvas.getByLabelText('Descripción'), 'Tres presupuestos.');
    await userEvent.type(canvas.getByLabelText('Fecha de inicio'), typedDay(DEMO_TODAY));
    await userEvent.type(canvas.getByLabelText('Fecha de cierre'), typedDay('2026-12-04'));
    await choose(canvasElement, 'Asamblea', called.title);
    // Each rule says what it asks, under its field.
    await expect(canvas.getByText(votingMajorityDescriptions.simple)).toBeVisible();
    await choose(canvasElement, 'Mayoría requerida', votingMajorityLabels.tres_cuartos);
    await expect(canvas.getByText(votingMajorityDescriptions.tres_cuartos)).toBeVisible();
    await choose(canvasElement, 'Quórum', votingQuorumLabels.dos_tercios);
    await expect(canvas.getByText(votingQuorumDescriptions.dos_tercios)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Opción 1'), 'Ascensores del Plata');
    await userEvent.type(canvas.getByLabelText('Opción 2'), 'Elevar');
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar opción' }));
    await waitFor(() => expect(canvas.getByLabelText('Opción 3')).toHaveFocus());
    await userEvent.keyboard('No cambiar por ahora');
    await userEvent.click(canvas.getByRole('button', { name: 'Subir la opción 3' }));
    // The focus follows the option it moved.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Subir la opción 2' })).toHaveFocus());
    await expect(canvas.getByLabelText('Opción 2')).toHaveValue('No cambiar por ahora');
    await submit(canvasElement);
    const sent = {
      title: 'Cambio de ascensores',
      description: 'Tres presupuestos.',
      startDate: DEMO_TODAY,
      endDate: '2026-12-04',
      assemblyId: called.id,
      majority: 'tres_cuartos',
      quorum: 'dos_tercios',
      details: ['Ascensores del Plata', 'No cambiar por ahora', 'Elevar'],
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** Nothing filled: the domain's words under each field, the empty options too, and the focus on the first. */
export const CamposInválidos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(canvas.getByText('Ingrese el título de la votación.')).toBeVisible();
    await expect(canvas.getByText('Seleccione la fecha de inicio.')).toBeVisible();
    await expect(canvas.getByText('Seleccione la fecha de cierre.')).toBeVisible();
    await expect(canvas.getAllByText('Ingrese el texto de la opción.')).toHaveLength(2);
    await expect(canvas.getByLabelText('Opción 1')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText('Título')).toHaveFocus());
  },
};

/** A closing day before the opening one: the schema's words under the closing day. */
export const FechasInvertidas: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Título'), 'Horario del gimnasio');
    await userEvent.type(canvas.getByLabelText('Fecha de inicio'), typedDay('2026-12-10'));
    await userEvent.type(canvas.getByLabelText('Fecha de cierre'), typedDay('2026-12-01'));
    await userEvent.type(canvas.getByLabelText('Opción 1'), 'Sí');
    await userEvent.type(canvas.getByLabelText('Opción 2'), 'No');
    await submit(canvasElement);
    await expect(canvas.getByText(rangeMessage)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText('Fecha de cierre')).toHaveFocus());
  },
};

/** Removing every option says that it cannot be opened so, and leaves the focus on «Agregar opción». */
export const QuitarOpciones: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar la opción 2' }));
    await waitFor(() => expect(canvas.getByLabelText('Opción 1')).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar la opción 1' }));
    await expect(canvas.queryByLabelText('Opción 1')).toBeNull();
    await expect(canvas.getByText(/con menos la votación no se puede abrir/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Agregar opción' })).toHaveFocus());
  },
};

/** The assembly chosen is no longer of the complejo: the server's words on the field it is about. */
export const AsambleaAjena: Story = {
  args: { onSubmit: fn(answer(failure(votingMessages.foreignAssembly))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Título'), 'Horario del gimnasio');
    await userEvent.type(canvas.getByLabelText('Fecha de inicio'), typedDay(DEMO_TODAY));
    await userEvent.type(canvas.getByLabelText('Fecha de cierre'), typedDay(DEMO_TODAY));
    await choose(canvasElement, 'Asamblea', called.title);
    await userEvent.type(canvas.getByLabelText('Opción 1'), 'Sí');
    await userEvent.type(canvas.getByLabelText('Opción 2'), 'No');
    await submit(canvasElement);
    await expect(await canvas.findByText(votingMessages.foreignAssembly)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Asamblea' })).toHaveFocus());
  },
};

/** A profile that lost votaciones/nuevo meanwhile: the server's words above the form, nothing saved. */
export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(refusals.noFunctionality))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Título'), 'Horario del gimnasio');
    await userEvent.type(canvas.getByLabelText('Fecha de inicio'), typedDay(DEMO_TODAY));
    await userEvent.type(canvas.getByLabelText('Fecha de cierre'), typedDay(DEMO_TODAY));
    await userEvent.type(canvas.getByLabelText('Opción 1'), 'Sí');
    await userEvent.type(canvas.getByLabelText('Opción 2'), 'No');
    await submit(canvasElement);
    await expect(await canvas.findByText(refusals.noFunctionality)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Crear votación' })).toBeEnabled());
  },
};

export const OpcionesCargando: Story = { ...states.optionsLoading, name: 'Asambleas cargando' };

export const OpcionesError: Story = { ...states.optionsError, name: 'Asambleas con error' };

/** A closed voting's ficha: its rules in the law's words and its verdict; nothing to edit. */
export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: closed } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: closed.title })).toBeInTheDocument();
    await expect(canvas.getByText(verdictSentence(closed))).toBeVisible();
    await expect(canvas.getByText(new RegExp(votingMajorityDescriptions.simple))).toBeVisible();
    await expect(canvas.getByText('Techos del Sur')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Opciones y votos' }));
    await expect(args.onOpenPage).toHaveBeenCalledOnce();
  },
};

/** A borrador has no result yet: only its options. */
export const DetalleBorrador: Story = {
  name: 'Detalle borrador',
  args: { state: { mode: 'DETAIL', status: 'ready', record: draft } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Borrador').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Sin descripción')).toBeVisible();
    await expect(canvas.queryByText(/^Sin quórum/)).toBeNull();
  },
};

export const NoExiste: Story = {
  ...states.missing,
  args: { ...states.missing.args, state: { mode: 'DETAIL', status: 'missing', message: votingMessages.notFound } },
};

export const Cargando: Story = { ...states.loading, args: { state: { mode: 'DETAIL', status: 'loading' } } };

export const ErrorAlCargar: Story = {
  ...states.loadError,
  name: 'Error',
  args: { state: { mode: 'DETAIL', status: 'error', message: refusals.unexpected } },
};
