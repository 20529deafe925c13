import {
  formatIsoDate,
  type License,
  leaveBeyondBalance,
  leaveDaysCounted,
  licenseMessages,
  licenseStatusLabels,
  staffLeaveBalances,
} from '@horizontal/domain';
import {
  contractFixtures,
  licenseFixtures,
  licenseTypeFixtures,
  mockToday,
  personnelFixtures,
} from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, listCallbacks, listStateStories, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { LicensesList, licensesEmpty, NO_PENDING } from './LicensesList';
import { balancesHeading, licenseRowLabel, pendingRowLabel } from './license-labels';

/**
 * Parque Batlle's licenses: an annual leave and a study leave waiting for approval, an annual leave and a sick leave
 * approved, one refused. The balances are the annual leave of each person on the mocks' day, as the server counts it.
 */
const licenses = ofBuilding(licenseFixtures);
const licenseTypes = ofBuilding(licenseTypeFixtures);
const contracts = ofBuilding(contractFixtures);
const people = ofBuilding(personnelFixtures);
const annualType = licenseTypes.find((type) => type.annual)!;
const balancesOf = (records: { licenses?: readonly License[]; contracts?: typeof contracts } = {}) =>
  staffLeaveBalances(
    { people, contracts: records.contracts ?? contracts, licenses: records.licenses ?? licenses, licenseTypes },
    mockToday,
  );
const balances = balancesOf();
const pending = licenses.filter((license) => license.status === 'pendiente');
const annualRequest = pending.find((license) => license.licenseTypeId === annualType.id)!;
const studyRequest = pending.find((license) => license.licenseTypeId !== annualType.id)!;
const approvedAnnual = licenses.find(
  (license) => license.status === 'aprobada' && license.licenseTypeId === annualType.id,
)!;
const refused = licenses.find((license) => license.status === 'rechazada')!;
const requester = balances.find((balance) => balance.personnelId === annualRequest.personnelId)!;
const counted = leaveDaysCounted(annualRequest.startDate, annualRequest.endDate);

/** The same request stretched to Christmas Eve: more counted days than the person has left. */
const longRequest: License = { ...annualRequest, endDate: '2026-12-24', days: 15 };
const longCounted = leaveDaysCounted(longRequest.startDate, longRequest.endDate);
const withLongRequest = licenses.map((license) => (license.id === annualRequest.id ? longRequest : license));

const meta = {
  title: 'Pantallas/Personal/LicensesList',
  component: LicensesList,
  args: {
    state: { status: 'ready', licenses, pending, balances },
    licenseTypes,
    ...listCallbacks('/licencias'),
    onStatusChange: fn(answer(ok(licenseMessages.status))),
  },
} satisfies Meta<typeof LicensesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'licenses',
  createLabel: 'Nueva licencia',
  empty: licensesEmpty,
  readOnly: { args: { onCreate: undefined, onStatusChange: undefined }, row: licenseRowLabel(approvedAnnual) },
});

const rowsOf = (canvasElement: HTMLElement, table: string) =>
  within(within(canvasElement).getByRole('table', { name: table })).getAllByRole('row');

const rowOf = (canvasElement: HTMLElement, table: string, text: string) =>
  rowsOf(canvasElement, table).find((row) => row.textContent?.includes(text))!;

const actionsButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${label}` });

/** The dialog of a row's action, once its entrance has ended. */
const dialogNamed = async (name: string) => {
  const dialog = await body().findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/**
 * The requests first, the annual one with its counted days and what the person has left; then every license; then
 * each person's annual leave of the year.
 */
export const ConDatos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pendientes de aprobación' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Todas las licencias' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Licencia anual generada en 2025 (se toma en 2026)' }),
    ).toBeVisible();
    await expect(rowsOf(canvasElement, 'Pendientes de aprobación')).toHaveLength(pending.length + 1);
    const annual = rowOf(canvasElement, 'Pendientes de aprobación', annualRequest.personnel);
    await expect(annual).toHaveTextContent(formatIsoDate(annualRequest.startDate));
    await expect(annual).toHaveTextContent(`${annualRequest.days} días (${counted} computables)`);
    await expect(annual).toHaveTextContent(`Le quedan ${requester.remaining} días`);
    const study = rowOf(canvasElement, 'Pendientes de aprobación', studyRequest.personnel);
    await expect(study).toHaveTextContent(`${studyRequest.days} días`);
    await expect(study).not.toHaveTextContent('computables');
    await expect(study).toHaveTextContent('No corresponde');
    await expect(rowsOf(canvasElement, 'Licencias')).toHaveLength(licenses.length + 1);
    await expect(rowOf(canvasElement, 'Licencias', refused.personnel)).toHaveTextContent(licenseStatusLabels.rechazada);
    const balanceRows = rowsOf(canvasElement, balancesHeading(requester.year));
    await expect(balanceRows).toHaveLength(balances.length + 1);
    const balance = rowOf(canvasElement, balancesHeading(requester.year), requester.personnel);
    await expect(balance).toHaveTextContent(formatIsoDate(requester.hiredOn!));
    const cells = [...balance.querySelectorAll('td, th')].map((cell) => cell.textContent);
    await expect(cells).toEqual(
      expect.arrayContaining([String(requester.earned), String(requester.taken), String(requester.remaining)]),
    );
  },
};

/** Requests are approved or refused; the whole list cancels what is pending or approved; a refused one is final. */
export const AccionesPorEstado: Story = {
  name: 'Acciones por estado',
  play: async ({ canvasElement }) => {
    await expect(await rowMenuLabels(canvasElement, pendingRowLabel(annualRequest))).toEqual([
      'Ver',
      'Aprobar',
      'Rechazar',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, licenseRowLabel(approvedAnnual))).toEqual(['Ver', 'Cancelar']);
    await userEvent.keyboard('{Escape}');
    await expect(await rowMenuLabels(canvasElement, licenseRowLabel(refused))).toEqual(['Ver']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, licenseRowLabel(refused))).toHaveFocus());
  },
};

/** Approving an annual leave says the days it counts and what the person has left; within it, the server agrees. */
export const Aprobar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = pendingRowLabel(annualRequest);
    await openRowAction(canvasElement, label, 'Aprobar');
    const dialog = await dialogNamed(`¿Aprobar la licencia de ${annualRequest.personnel}?`);
    await expect(dialog).toHaveTextContent(`${annualRequest.days} días (${counted} computables)`);
    await expect(dialog).toHaveTextContent(
      `Le quedan ${requester.remaining} días de la licencia generada en ${requester.year}.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(annualRequest, 'aprobada');
    await expect(await canvas.findByText(`Se aprobó la licencia de ${annualRequest.personnel}`)).toBeVisible();
    await expect(canvas.getByText(licenseMessages.status)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/**
 * A request for more counted days than are left: the list marks it, the dialog warns, and the server's refusal
 * (leaveBeyondBalance of the domain) is shown above the list as it came.
 */
export const AprobarMásDeLoQueLeQueda: Story = {
  name: 'Aprobar más de lo que le queda',
  args: {
    state: {
      status: 'ready',
      licenses: withLongRequest,
      pending: withLongRequest.filter((license) => license.status === 'pendiente'),
      balances,
    },
    onStatusChange: fn(answer(failure(leaveBeyondBalance(longCounted, requester.remaining)))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const label = pendingRowLabel(longRequest);
    await expect(rowOf(canvasElement, 'Pendientes de aprobación', longRequest.personnel)).toHaveTextContent(
      'Supera el saldo',
    );
    await openRowAction(canvasElement, label, 'Aprobar');
    const dialog = await dialogNamed(`¿Aprobar la licencia de ${longRequest.personnel}?`);
    await expect(dialog).toHaveTextContent(`${longRequest.days} días (${longCounted} computables)`);
    await expect(dialog).toHaveTextContent('Pide más días de los que le quedan.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(longRequest, 'aprobada');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(
      `No se puede aprobar: pide ${longCounted} días y le quedan ${requester.remaining} de licencia anual.`,
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** No contract registered, so no hire date and no annual leave: said in the dialog, and refused by the server. */
export const AprobarSinContrato: Story = {
  name: 'Aprobar sin contrato',
  args: {
    state: {
      status: 'ready',
      licenses,
      pending,
      balances: balancesOf({
        contracts: contracts.filter((contract) => contract.personnelId !== annualRequest.personnelId),
      }),
    },
    onStatusChange: fn(answer(failure(licenseMessages.noHireDate))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = pendingRowLabel(annualRequest);
    await expect(rowOf(canvasElement, 'Pendientes de aprobación', annualRequest.personnel)).toHaveTextContent(
      'Sin contrato',
    );
    await openRowAction(canvasElement, label, 'Aprobar');
    const dialog = await dialogNamed(`¿Aprobar la licencia de ${annualRequest.personnel}?`);
    await expect(dialog).toHaveTextContent('No tiene contrato registrado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(licenseMessages.noHireDate);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

export const Rechazar: Story = {
  play: async ({ args, canvasElement }) => {
    const label = pendingRowLabel(studyRequest);
    await openRowAction(canvasElement, label, 'Rechazar');
    const dialog = await dialogNamed(`¿Rechazar la licencia de ${studyRequest.personnel}?`);
    await expect(dialog).toHaveTextContent('ya no se puede aprobar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(studyRequest, 'rechazada');
    await expect(
      await within(canvasElement).findByText(`Se rechazó la licencia de ${studyRequest.personnel}`),
    ).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** Cancelling an approved annual leave gives its counted days back to the balance, and says so first. */
export const Cancelar: Story = {
  play: async ({ args, canvasElement }) => {
    const label = licenseRowLabel(approvedAnnual);
    await openRowAction(canvasElement, label, 'Cancelar');
    const dialog = await dialogNamed(`¿Cancelar la licencia de ${approvedAnnual.personnel}?`);
    await expect(dialog).toHaveTextContent('vuelven al saldo de licencia anual');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar licencia' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(approvedAnnual, 'cancelada');
    await expect(
      await within(canvasElement).findByText(`Se canceló la licencia de ${approvedAnnual.personnel}`),
    ).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, label)).toHaveFocus());
  },
};

/** Nothing waits for approval: the part says so, and the rest of the list is as always. */
export const SinPendientes: Story = {
  name: 'Sin pendientes',
  args: {
    state: {
      status: 'ready',
      licenses: licenses.filter((license) => license.status !== 'pendiente'),
      pending: [],
      balances,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_PENDING)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Pendientes de aprobación' })).toBeNull();
    await expect(rowsOf(canvasElement, 'Licencias')).toHaveLength(licenses.length - pending.length + 1);
  },
};

/** A profile with licencias/listado only: no new licenses, no approvals. */
export const SoloConsulta: Story = states.readOnly;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
