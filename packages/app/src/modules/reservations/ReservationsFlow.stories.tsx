import {
  addDays,
  bookingsUnder,
  bookingWindowOf,
  type CommonArea,
  disabledDaysOf,
  formatIsoDate,
  isAhead,
  isCurrentReserve,
  isLiveReserve,
  type Maintenance,
  maintenanceClashes,
  maintenanceDisabledDaysOf,
  maintenanceMessages,
  monthlyBookingsOf,
  periodOf,
  type Reserve,
  reachesMonthlyLimit,
  reserveMessages,
  reserveStatusLabels,
  SPANISH_MONTH_NAMES,
  turnsOn,
  unitLabel,
} from '@horizontal/domain';
import { db, resetDb } from '@horizontal/mocks';
import { adminUser, at, mockToday } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { preloadScreens } from '../../routes/lazy-screen';
import { lastRouteStorage } from '../../session/last-route-storage';
import { pinClock, WiredApp } from '../../stories';
import { page, rowAction, toastSays } from '../../stories/flow-steps';

/*
 * Reservas and Mantenimientos wired as a tab runs them: routes, session, complejo, the api client and the mocks'
 * handlers (through MSW). The mock store starts over before each story. The mocks live on the demo's day
 * (mockToday): the tab's clock is set to the moment theirs reads, so that «today», the calendars' free days and the
 * actions a booking allows are the same for the page and for the server, on any day the stories run.
 */

const BUILDING_ID = 1;
const token = `mock-token-${adminUser.id}-1`;

/** What the mocks' clock reads after resetDb: noon of the mock day (db.ts, currentMoment), in Montevideo. */
const mockMoment = at(mockToday, '12:00');
const mockNow = () => new Date(mockMoment);

const meta = {
  title: 'Flujos/Reservas/Reservas y mantenimientos',
  component: WiredApp,
  args: { path: '/reservas/listado', token, buildingId: BUILDING_ID },
  beforeEach: async () => {
    resetDb();
    const unpin = pinClock(mockMoment);
    await preloadScreens();
    return unpin;
  },
} satisfies Meta<typeof WiredApp>;

export default meta;
type Story = StoryObj<typeof meta>;

// ——— The mocks' data, read when a play runs (after resetDb) ———

const areaNamed = (name: string): CommonArea =>
  db.commonAreas.find((area) => area.buildingId === BUILDING_ID && area.name === name)!;

/** An area's bookings and maintenances, as the mocks' calendars read them. */
const bookingsOfArea = (area: CommonArea) => ({
  reserves: db.reserves.filter((reserve) => reserve.commonAreaId === area.id),
  maintenances: db.maintenances.filter((maintenance) => maintenance.commonAreaId === area.id),
});

const byTurn = (a: Reserve, b: Reserve) =>
  a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.id - b.id;

/** The complejo's vigentes, soonest first, as the list shows them. */
const currentReserves = () =>
  db.reserves
    .filter((reserve) => reserve.buildingId === BUILDING_ID && isCurrentReserve(reserve, mockToday))
    .sort(byTurn);

/** Its históricas, newest first. */
const historicReserves = () =>
  db.reserves
    .filter((reserve) => reserve.buildingId === BUILDING_ID && !isCurrentReserve(reserve, mockToday))
    .sort((a, b) => byTurn(b, a));

/** How a row names a booking (ReservesList's reserveLabel): «Salón de fiestas, 23/11/2026, Noche, Torre A · 202». */
const reserveLabel = (reserve: Pick<Reserve, 'commonArea' | 'date' | 'turn' | 'apartment'>) =>
  [reserve.commonArea, formatIsoDate(reserve.date), reserve.turn ?? 'turno eliminado', reserve.apartment].join(', ');

/** How a row names a maintenance (MaintenancesList's maintenanceRowLabel). */
const maintenanceLabel = (maintenance: Pick<Maintenance, 'title' | 'date'>) =>
  `${maintenance.title} del ${formatIsoDate(maintenance.date)}`;

/** The days after the mock day within an area's booking window. */
const daysAhead = (area: CommonArea) => {
  const { last } = bookingWindowOf(area, mockNow());
  const days: string[] = [];
  for (let day = addDays(mockToday, 1); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
};

/** The first day ahead with a free turn of `area`, that turn, and a unit still within the area's monthly limit. */
const freeSlotOf = (area: CommonArea) => {
  const bookings = bookingsOfArea(area);
  for (const date of daysAhead(area)) {
    if (disabledDaysOf(area, { from: date, to: date }, bookings, mockNow()).length > 0) continue;
    const turn = turnsOn(area, date, bookings, mockNow()).find((candidate) => candidate.available);
    const unit = db.apartments.find(
      (apartment) =>
        apartment.buildingId === BUILDING_ID &&
        !reachesMonthlyLimit(area, monthlyBookingsOf(bookings.reserves, apartment.id, periodOf(date))),
    );
    if (turn && unit) return { date, turn, unit: unitLabel(unit) };
  }
  throw new Error(`${area.name} no tiene turnos libres en los mocks.`);
};

/** The whole day of `date` in `area`, as the maintenance form sends it with «Todo el día». */
const wholeDay = (date: string) => ({ date, startTime: null, endTime: null });

/** Whether a whole-day maintenance of `area` fits `date`: no other work that day. */
const freeOfWork = (area: CommonArea, date: string) =>
  maintenanceDisabledDaysOf(area, { from: date, to: date }, bookingsOfArea(area).maintenances).length === 0 &&
  !maintenanceClashes(wholeDay(date), bookingsOfArea(area).maintenances);

/** The live bookings ahead that a whole-day maintenance of `date` falls on, as the server names them. */
const bookingsUnderDay = (area: CommonArea, date: string) =>
  bookingsUnder(wholeDay(date), area.turns, bookingsOfArea(area).reserves)
    .filter((reserve) => isAhead(reserve, mockNow()))
    .sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? ''));

// ——— What a person does ———

/** A Select's option, chosen once its options have come (it is disabled while they load). */
const choose = async (label: string, option: string) => {
  const select = await page().findByRole('combobox', { name: label });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.click(select);
  await userEvent.click(await page().findByRole('option', { name: option }));
  await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
};

/** The calendar's button of a day, by how it reads: «viernes, 27 de noviembre de 2026». */
const dayName = (isoDate: string) =>
  new RegExp(
    `\\b${Number(isoDate.slice(8))} de ${SPANISH_MONTH_NAMES[Number(isoDate.slice(5, 7)) - 1]!.toLowerCase()} de ${isoDate.slice(0, 4)}`,
  );

/** Moves the calendar on to the month of `isoDate` and clicks that day, once it may be chosen. */
const chooseDay = async (isoDate: string) => {
  while (page().queryByRole('button', { name: dayName(isoDate) }) === null) {
    await userEvent.click(page().getByRole('button', { name: 'Ir al mes siguiente' }));
  }
  const day = page().getByRole('button', { name: dayName(isoDate) });
  await waitFor(() => expect(day).toBeEnabled());
  await userEvent.click(day);
};

const reservesTable = () => page().findByRole('table', { name: 'Reservas' });
const maintenancesTable = () => page().findByRole('table', { name: 'Mantenimientos' });

/** The row of a booking or maintenance, by the name its actions button gives it. */
const rowNamed = async (label: string) =>
  (await page().findByRole('button', { name: `Acciones para ${label}` })).closest('tr')!;

/** A toast with the server's answer, once shown. */
// ——— Reservas ———

/** The vigentes of Parque Batlle, today's first and marked; «Históricas» shows the past ones, newest first. */
export const Listado: Story = {
  play: async () => {
    const current = currentReserves();
    const today = current[0]!;
    await expect(today.date).toBe(mockToday);
    const table = await reservesTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(current.length + 1));
    const first = within(table).getAllByRole('row')[1]!;
    await expect(within(first).getByRole('button', { name: `Acciones para ${reserveLabel(today)}` })).toBeVisible();
    await expect(within(first).getByText('Hoy')).toBeVisible();
    await expect(page().getByRole('tab', { name: 'Vigentes' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(page().getByRole('tab', { name: 'Históricas' }));
    await waitFor(() => expect(lastRouteStorage.get()).toContain('vista=historicas'));
    await expect(page().getByRole('tab', { name: 'Históricas' })).toHaveAttribute('aria-selected', 'true');
    const newest = historicReserves()[0]!;
    await waitFor(async () =>
      expect(
        within(within(await reservesTable()).getAllByRole('row')[1]!).getByRole('button', {
          name: `Acciones para ${reserveLabel(newest)}`,
        }),
      ).toBeVisible(),
    );
    await expect(page().queryByText('Hoy')).toBeNull();
  },
};

/** A new booking of the Parrillero on its first free turn: back on the list, with the server's answer. */
export const Reservar: Story = {
  play: async () => {
    const area = areaNamed('Parrillero');
    const slot = freeSlotOf(area);
    const turnLabel = `${slot.turn.name} ${slot.turn.startTime} a ${slot.turn.endTime}`;
    await reservesTable();
    await userEvent.click(page().getByRole('button', { name: 'Nueva reserva' }));
    await page().findByRole('heading', { level: 1, name: 'Nueva reserva' });
    await choose('Área común', area.name);
    await page().findByRole('group', { name: `Día y turno de ${area.name}` });
    await waitFor(() => expect(page().queryByText('Cargando los días disponibles…')).toBeNull());
    await chooseDay(slot.date);
    await userEvent.click(await page().findByRole('radio', { name: turnLabel }));
    const unit = page().getByRole('combobox', { name: 'Unidad' });
    await waitFor(() => expect(unit).toBeEnabled());
    await userEvent.type(unit, slot.unit);
    await userEvent.click(await page().findByRole('option', { name: slot.unit }));
    await expect(page().getByRole('region', { name: 'Resumen de la reserva' })).toHaveTextContent(
      area.requiresApproval ? 'La reserva queda pendiente de aprobación.' : 'La reserva se confirma al guardar.',
    );
    await userEvent.click(page().getByRole('button', { name: 'Reservar' }));

    await toastSays(area.requiresApproval ? reserveMessages.pendingApproval : reserveMessages.confirmed);
    const table = await reservesTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(currentReserves().length + 1));
    const row = await rowNamed(
      reserveLabel({ commonArea: area.name, date: slot.date, turn: slot.turn.name, apartment: slot.unit }),
    );
    await expect(
      within(row).getByText(area.requiresApproval ? reserveStatusLabels.pendiente : reserveStatusLabels.confirmada),
    ).toBeVisible();
  },
};

/** Confirming a booking that awaits approval, from its row: no question, the badge turns, the answer shows. */
export const ConfirmarUnaPendiente: Story = {
  play: async () => {
    const pending = currentReserves().find((reserve) => reserve.status === 'pendiente')!;
    const label = reserveLabel(pending);
    await reservesTable();
    await expect(within(await rowNamed(label)).getByText(reserveStatusLabels.pendiente)).toBeVisible();
    await rowAction(label, 'Confirmar');
    await expect(await page().findByText(reserveMessages.status)).toBeVisible();
    await waitFor(async () =>
      expect(within(await rowNamed(label)).getByText(reserveStatusLabels.confirmada)).toBeVisible(),
    );
    await expect(within(await rowNamed(label)).queryByText(reserveStatusLabels.pendiente)).toBeNull();
    await waitFor(() => expect(page().getByRole('button', { name: `Acciones para ${label}` })).toHaveFocus());
  },
};

/** Cancelling a confirmed booking asks first, naming it; then it leaves the vigentes for the history. */
export const CancelarUnaConfirmada: Story = {
  play: async () => {
    const current = currentReserves();
    const confirmed = current.find((reserve) => reserve.status === 'confirmada' && reserve.date > mockToday)!;
    const label = reserveLabel(confirmed);
    const table = await reservesTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(current.length + 1));
    await rowAction(label, 'Cancelar');
    const dialog = await page().findByRole('dialog', {
      name: new RegExp(`^¿Cancelar la reserva de ${confirmed.commonArea} del `),
    });
    await expect(dialog).toHaveTextContent(confirmed.apartment);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    const notice = await page().findByText(reserveMessages.status);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(page().queryByRole('button', { name: `Acciones para ${label}` })).toBeNull());
    await waitFor(async () => expect(within(await reservesTable()).getAllByRole('row')).toHaveLength(current.length));
    await expect(notice).toBeVisible();
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

// ——— Mantenimientos ———

/** Parque Batlle's maintenances: today's work under way first, marked. */
export const MantenimientosListado: Story = {
  args: { path: '/mantenimientos/listado' },
  play: async () => {
    const maintenances = db.maintenances.filter((maintenance) => maintenance.buildingId === BUILDING_ID);
    const underWay = maintenances.find((maintenance) => maintenance.date === mockToday)!;
    const table = await maintenancesTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(maintenances.length + 1));
    const first = within(table).getAllByRole('row')[1]!;
    await expect(
      within(first).getByRole('button', { name: `Acciones para ${maintenanceLabel(underWay)}` }),
    ).toBeVisible();
    await expect(within(first).getByText('Hoy')).toBeVisible();
  },
};

/** A whole day of work in the Salón de fiestas, on a day nobody booked: back on the list with the server's answer. */
export const NuevoMantenimiento: Story = {
  args: { path: '/mantenimientos/listado' },
  play: async () => {
    const area = areaNamed('Salón de fiestas');
    const date = daysAhead(area).find((day) => freeOfWork(area, day) && bookingsUnderDay(area, day).length === 0)!;
    const title = 'Revisión de la instalación eléctrica';
    await maintenancesTable();
    await userEvent.click(page().getByRole('button', { name: 'Nuevo mantenimiento' }));
    await page().findByRole('heading', { level: 1, name: 'Nuevo mantenimiento' });
    await userEvent.type(page().getByLabelText('Título'), title);
    await choose('Área común', area.name);
    await page().findByRole('group', { name: `Fecha en ${area.name}` });
    await chooseDay(date);
    // The day's turns show once its month's days have come: all of them free of bookings.
    for (const turn of area.turns) {
      await expect(
        await page().findByRole('radio', { name: `${turn.name} ${turn.startTime} a ${turn.endTime}` }),
      ).toBeEnabled();
    }
    await expect(page().getByRole('radio', { name: 'Todo el día' })).toBeChecked();
    await userEvent.click(page().getByRole('button', { name: 'Agendar mantenimiento' }));

    await toastSays(maintenanceMessages.created);
    const table = await maintenancesTable();
    const maintenances = db.maintenances.filter((maintenance) => maintenance.buildingId === BUILDING_ID);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(maintenances.length + 1));
    await expect(await rowNamed(maintenanceLabel({ title, date }))).toHaveTextContent(area.name);
  },
};

/**
 * A whole day of work over a booked turn: the server names the bookings and refuses; «Cancelar esas reservas y
 * agendar» asks, then schedules it cancelling them, and says how many.
 */
export const MantenimientoSobreUnaReserva: Story = {
  args: { path: '/mantenimientos/nuevo' },
  play: async () => {
    const area = areaNamed('Salón de fiestas');
    const date = daysAhead(area).find((day) => freeOfWork(area, day) && bookingsUnderDay(area, day).length > 0)!;
    const under = bookingsUnderDay(area, date);
    const title = 'Cambio de luminarias';
    await page().findByRole('heading', { level: 1, name: 'Nuevo mantenimiento' });
    await userEvent.type(page().getByLabelText('Título'), title);
    await choose('Área común', area.name);
    await page().findByRole('group', { name: `Fecha en ${area.name}` });
    await chooseDay(date);
    await page().findByRole('radiogroup', { name: `Turno de ${area.name.toLowerCase()}` });
    await userEvent.click(page().getByRole('button', { name: 'Agendar mantenimiento' }));
    await expect(await page().findByText(maintenanceMessages.bookedHours(under))).toBeVisible();

    await userEvent.click(page().getByRole('button', { name: 'Cancelar esas reservas y agendar' }));
    const dialog = await page().findByRole('alertdialog', {
      name: '¿Cancelar esas reservas y agendar el mantenimiento?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reservas y agendar' }));
    await toastSays(maintenanceMessages.createdCancelling(under.length));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(await rowNamed(maintenanceLabel({ title, date }))).toHaveTextContent(area.name);
    // The bookings it fell on are no longer live.
    for (const reserve of under) {
      await expect(isLiveReserve(db.reserves.find((row) => row.id === reserve.id)!)).toBe(false);
    }
  },
};
