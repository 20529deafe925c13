import {
  contractMessages,
  contractStatusLabels,
  contractTransitions,
  contractTypeLabels,
  formatCurrency,
  formatIsoDate,
  refusals,
  transitionProblem,
} from '@horizontal/domain';
import { contractFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { ContractsList, contractsEmpty, NO_FILE } from './ContractsList';
import { contractRowLabel, NO_END_DATE } from './contract-labels';

/**
 * Parque Batlle's contracts: one per person, efectivos but a suplente and a zafral; one suspended (the person on
 * leave of the job) and one finished (the person who resigned).
 */
const contracts = ofBuilding(contractFixtures);
const openEnded = contracts.find((contract) => contract.status === 'vigente' && contract.endDate === null)!;
const signed = contracts.find((contract) => contract.status === 'vigente' && contract.fileKey !== null)!;
const seasonal = contracts.find((contract) => contract.type === 'zafral')!;
const suspended = contracts.find((contract) => contract.status === 'suspendido')!;
const finished = contracts.find((contract) => contract.status === 'finalizado')!;

const meta = {
  title: 'Pantallas/Personal/ContractsList',
  component: ContractsList,
  args: {
    state: { status: 'ready', contracts },
    ...listCallbacks('/contratos'),
    onStatusChange: fn(answer(ok(contractMessages.status))),
    onDownload: fn(answer(ok())),
  },
} satisfies Meta<typeof ContractsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'contracts',
  createLabel: 'Nuevo contrato',
  empty: contractsEmpty,
  readOnly: {
    args: { onCreate: undefined, onStatusChange: undefined },
    row: contractRowLabel(openEnded),
  },
});

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Contratos' })).getAllByRole('row');

const rowOf = (canvasElement: HTMLElement, name: string) =>
  tableRows(canvasElement).find((row) => row.textContent?.includes(name))!;

const actionsButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${label}` });

/** Each contract with its type, dates, hours, salary in pesos and status; the signed copy where there is one. */
export const ConDatos: Story = {
  play: async ({ canvasElement }) => {
    await expect(tableRows(canvasElement)).toHaveLength(contracts.length + 1);
    const row = rowOf(canvasElement, openEnded.personnel);
    await expect(row).toHaveTextContent(contractTypeLabels[openEnded.type]);
    await expect(row).toHaveTextContent(formatIsoDate(openEnded.startDate));
    await expect(row).toHaveTextContent(NO_END_DATE);
    await expect(row).toHaveTextContent(String(openEnded.weeklyHours));
    await expect(row).toHaveTextContent(formatCurrency(openEnded.monthlySalary));
    await expect(row).toHaveTextContent(contractStatusLabels.vigente);
    const seasonalRow = rowOf(canvasElement, seasonal.personnel);
    await expect(seasonalRow).toHaveTextContent(contractTypeLabels.zafral);
    await expect(seasonalRow).toHaveTextContent(formatIsoDate(seasonal.endDate!));
    await expect(rowOf(canvasElement, suspended.personnel)).toHaveTextContent(contractStatusLabels.suspendido);
    await expect(rowOf(canvasElement, finished.personnel)).toHaveTextContent(contractStatusLabels.finalizado);
    // The signed copy is downloaded from its row; a contract without one says so.
    await expect(
      within(rowOf(canvasElement, signed.personnel)).getByRole('button', {
        name: `Descargar el contrato firmado de ${signed.personnel}`,
      }),
    ).toBeVisible();
    const unsigned = contracts.find((contract) => contract.fileKey === null)!;
    await expect(rowOf(canvasElement, unsigned.personnel)).toHaveTextContent(NO_FILE);
    const link = within(row).getByRole('link', { name: openEnded.personnel });
    await expect(link).toHaveAttribute('href', `/contratos/modificar?id=${openEnded.id}&modo=detalle`);
  },
};

/** What each status may become (contractTransitions): a finished contract offers nothing but «Ver». */
export const AccionesPorEstado: Story = {
  name: 'Acciones por estado',
  play: async ({ canvasElement }) => {
    await expect(await rowMenuLabels(canvasElement, contractRowLabel(openEnded))).toEqual([
      'Ver',
      'Suspender',
      'Finalizar',
      'Rescindir',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, contractRowLabel(suspended))).toEqual([
      'Ver',
      'Reanudar',
      'Finalizar',
      'Rescindir',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, contractRowLabel(finished))).toEqual(['Ver']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, contractRowLabel(finished))).toHaveFocus());
  },
};

/** Suspending asks first, naming the contract; the server's words follow the outcome above the list. */
export const Suspender: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = contractRowLabel(openEnded);
    await openRowAction(canvasElement, label, 'Suspender');
    const dialog = await body().findByRole('dialog', { name: `¿Suspender el contrato de ${openEnded.personnel}?` });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('se puede reanudar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(openEnded, 'suspendido');
    await expect(await canvas.findByText(`Se suspendió el contrato de ${openEnded.personnel}`)).toBeVisible();
    await expect(canvas.getByText(contractMessages.status)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

export const Reanudar: Story = {
  play: async ({ args, canvasElement }) => {
    const label = contractRowLabel(suspended);
    await openRowAction(canvasElement, label, 'Reanudar');
    const dialog = await body().findByRole('dialog', { name: `¿Reanudar el contrato de ${suspended.personnel}?` });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reanudar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(suspended, 'vigente');
    await expect(
      await within(canvasElement).findByText(`Se reanudó el contrato de ${suspended.personnel}`),
    ).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** «Volver» leaves the contract as it was. */
export const FinalizarYVolver: Story = {
  name: 'Finalizar y volver',
  play: async ({ args, canvasElement }) => {
    const label = contractRowLabel(openEnded);
    await openRowAction(canvasElement, label, 'Finalizar');
    const dialog = await body().findByRole('dialog', { name: `¿Finalizar el contrato de ${openEnded.personnel}?` });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('registre además su desvinculación');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** Someone finished the contract meanwhile: the server's refusal, in its words, above the list. */
export const RescindirRechazado: Story = {
  name: 'Rescindir rechazado',
  args: {
    onStatusChange: fn(
      answer(failure(transitionProblem(contractTransitions, contractStatusLabels, 'finalizado', 'rescindido')!)),
    ),
  },
  play: async ({ canvasElement }) => {
    const label = contractRowLabel(suspended);
    await openRowAction(canvasElement, label, 'Rescindir');
    const dialog = await body().findByRole('dialog', { name: `¿Rescindir el contrato de ${suspended.personnel}?` });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rescindir' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent('El estado «Finalizado» es final: no puede cambiarse.');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** The signed copy is asked for from its row. */
export const Descargar: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: `Descargar el contrato firmado de ${signed.personnel}`,
    });
    await userEvent.click(button);
    await expect(args.onDownload).toHaveBeenCalledWith(signed);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The download failed: the server's words above the list, naming whose contract it was. */
export const DescargaFallida: Story = {
  name: 'Descarga fallida',
  args: { onDownload: fn(answer(failure(refusals.unexpected))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `Descargar el contrato firmado de ${signed.personnel}` }),
    );
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(`No se pudo descargar el contrato de ${signed.personnel}`);
    await expect(alert).toHaveTextContent(refusals.unexpected);
  },
};

/** Without the download the list still says which contracts are signed. */
export const SinDescarga: Story = {
  name: 'Sin descarga',
  args: { onDownload: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Descargar/ })).toBeNull();
    await expect(rowOf(canvasElement, signed.personnel)).toHaveTextContent('Firmado');
  },
};

export const FiltrarPorEstado: Story = {
  name: 'Filtrar por estado',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await body().findByRole('option', { name: contractStatusLabels.suspendido }));
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(2));
    await expect(tableRows(canvasElement)[1]).toHaveTextContent(suspended.personnel);
  },
};

/** A profile with contratos/listado only: no new contracts, no changes of status. */
export const SoloConsulta: Story = states.readOnly;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
