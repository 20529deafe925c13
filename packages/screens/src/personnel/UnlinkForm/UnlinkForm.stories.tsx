import { formatIsoDate, refusals, unlinkMessages, unlinkReasonLabels } from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { contractFixtures, personnelFixtures, unlinkFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { staffName, staffOptions } from '../staff-fields';
import { UnlinkForm } from './UnlinkForm';
import { contractSummary, NO_CONTRACT_IN_FORCE, unlinkConsequence } from './unlink-form';

/** Parque Batlle's staff and their contracts: one per person, one suspended, the one of who resigned finished. */
const personnel = ofBuilding(personnelFixtures);
const contracts = ofBuilding(contractFixtures);
const people = staffOptions(personnel);
const labelOf = (id: number) => people.find((option) => option.value === String(id))!.label;
const active = personnel.find((person) => person.status === 'activo')!;
const activeContract = contracts.find((contract) => contract.personnelId === active.id)!;
const inactive = personnel.find((person) => person.status === 'inactivo')!;
const suspendedContract = contracts.find((contract) => contract.personnelId === inactive.id)!;
const resigned = ofBuilding(unlinkFixtures)[0]!;
const finishedContract = contracts.find((contract) => contract.id === resigned.contractId)!;

const meta = {
  title: 'Pantallas/Personal/UnlinkForm',
  component: UnlinkForm,
  args: {
    ...recordFormArgs(unlinkMessages.created),
    options: { status: 'ready', personnel, contracts },
    today: DEMO_TODAY,
  },
} satisfies Meta<typeof UnlinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  missing: 'No encontramos esa desvinculación en el complejo.',
  loading: 'Cargando la desvinculación…',
  optionsLoading: { field: 'Persona', text: 'Cargando personal…' },
  optionsUnavailable: 'No se pudieron cargar el personal y sus contratos',
});

const body = () => within(document.body);

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Registrar desvinculación' }));

const fillUnlink = async (canvasElement: HTMLElement, personnelId = active.id) => {
  await choose(canvasElement, 'Persona', labelOf(personnelId));
  await choose(canvasElement, 'Motivo', unlinkReasonLabels.renuncia);
};

/** The question before saving, once its entrance has ended. */
const question = async (name: string) => {
  const dialog = await body().findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/**
 * The contract in force shows as the person is chosen; saving asks first, saying the contract ends on that day and
 * that it cannot be undone, and only «Desvincular» sends it, with that contract.
 */
export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Elija la persona para ver su contrato.')).toBeVisible();
    await fillUnlink(canvasElement);
    await expect(canvas.getByText(contractSummary(activeContract))).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Notas'), ' Entregó las llaves de portería. ');
    await submit(canvasElement);
    const dialog = await question(`¿Desvincular a ${staffName(active)}?`);
    await expect(dialog).toHaveAccessibleDescription(
      `Se finalizará el contrato vigente el ${formatIsoDate(DEMO_TODAY)} y la persona quedará desvinculada. No se puede deshacer.`,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desvincular' }));
    const sent = {
      personnelId: active.id,
      contractId: activeContract.id,
      date: DEMO_TODAY,
      reason: 'renuncia',
      notes: 'Entregó las llaves de portería.',
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** «Volver» sends nothing and leaves the form as it was, the focus back on its button. */
export const Volver: Story = {
  play: async ({ args, canvasElement }) => {
    await fillUnlink(canvasElement);
    await submit(canvasElement);
    const dialog = await question(`¿Desvincular a ${staffName(active)}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Registrar desvinculación' })).toHaveFocus(),
    );
  },
};

/** A person on leave of the job: their suspended contract is the one that ends, on the day chosen. */
export const ContratoSuspendido: Story = {
  name: 'Contrato suspendido',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillUnlink(canvasElement, inactive.id);
    await expect(canvas.getByText(contractSummary(suspendedContract))).toBeVisible();
    const day = canvas.getByLabelText('Fecha de desvinculación');
    await userEvent.clear(day);
    await userEvent.type(day, '30112026');
    await submit(canvasElement);
    const dialog = await question(`¿Desvincular a ${staffName(inactive)}?`);
    await expect(dialog).toHaveAccessibleDescription(unlinkConsequence(suspendedContract, '2026-11-30'));
    await expect(dialog).toHaveTextContent('Se finalizará el contrato suspendido el 30/11/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desvincular' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ personnelId: inactive.id, contractId: suspendedContract.id, date: '2026-11-30' }),
    );
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Someone whose contract was never registered: nothing to finish, and the question says so. */
export const SinContrato: Story = {
  name: 'Sin contrato',
  args: {
    options: {
      status: 'ready',
      personnel,
      contracts: contracts.filter((contract) => contract.personnelId !== active.id),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillUnlink(canvasElement);
    await expect(canvas.getByText(NO_CONTRACT_IN_FORCE)).toBeVisible();
    await submit(canvasElement);
    const dialog = await question(`¿Desvincular a ${staffName(active)}?`);
    await expect(dialog).toHaveAccessibleDescription(unlinkConsequence(null, DEMO_TODAY));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desvincular' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ contractId: null }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Nothing chosen: the domain's words under each field, no question asked, the focus on the first. */
export const CamposInválidos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(canvas.getByText('Seleccione la persona.')).toBeVisible();
    await expect(canvas.getByText('Seleccione el motivo de la desvinculación.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Persona' })).toHaveFocus());
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Someone registered it from another desk meanwhile: the server's words on the person. */
export const YaDesvinculada: Story = {
  name: 'Ya desvinculada',
  args: { onSubmit: fn(answer(failure(unlinkMessages.alreadyUnlinked))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillUnlink(canvasElement);
    await submit(canvasElement);
    await userEvent.click(
      within(await question(`¿Desvincular a ${staffName(active)}?`)).getByRole('button', { name: 'Desvincular' }),
    );
    const field = canvas.getByRole('combobox', { name: 'Persona' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(unlinkMessages.alreadyUnlinked)),
    );
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A profile that lost desvinculaciones/nuevo meanwhile: the server's words above the form, nothing saved. */
export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(refusals.noFunctionality))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillUnlink(canvasElement);
    await submit(canvasElement);
    await userEvent.click(
      within(await question(`¿Desvincular a ${staffName(active)}?`)).getByRole('button', { name: 'Desvincular' }),
    );
    await expect(await canvas.findByText(refusals.noFunctionality)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Registrar desvinculación' })).toBeEnabled());
  },
};

export const PersonalCargando: Story = { ...states.optionsLoading, name: 'Personal cargando' };

export const PersonalConError: Story = { ...states.optionsError, name: 'Personal con error' };

/** A desvinculación's ficha: who, when, why, the contract it finished and the notes; nothing to edit. */
export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: resigned } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Desvinculación de ${resigned.personnel}` }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText(formatIsoDate(resigned.date))[0]).toBeVisible();
    await expect(canvas.getByText(contractSummary(finishedContract))).toBeVisible();
    await expect(canvas.getByText(resigned.notes)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A stale link: the desvinculación is not in the complejo's list, so the screen offers the list. */
export const NoExiste: Story = {
  ...states.missing,
  args: {
    ...states.missing.args,
    state: { mode: 'DETAIL', status: 'missing', message: 'No encontramos esa desvinculación en el complejo.' },
  },
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
