import type { AvailableDay } from '../entities/maintenance';
import type { ReserveStatus, TurnAvailability } from '../entities/reserve';
import type { ActiveStatus } from '../entities/status';
import { daysOf } from './clock';
import { hoursOverlap, isLiveMaintenance, type MaintenanceHours } from './maintenance-hours';
import { windowProblemOf } from './window';

/** A bookable slot as the calendars use it: hh:mm times. */
export type TurnSlot = { id: number; name: string; startTime: string; endTime: string };

/** What decides an area's calendar: whether it is active, how far ahead it is booked, and its turns. */
export type BookableArea = { status: ActiveStatus; bookingWindowDays: number; turns: readonly TurnSlot[] };

/** A booking as the calendars read it: the day and turn it holds while it is live. */
export type Booking = { date: string; turnId: number | null; status: ReserveStatus };

/** Pendiente and confirmada hold their turn; rechazada and cancelada free it. */
export const isLiveReserve = (reserve: { status: ReserveStatus }) =>
  reserve.status === 'pendiente' || reserve.status === 'confirmada';

/** What the calendars know of one area: its bookings and its maintenances (any status: they filter the live ones). */
export type AreaBookings = { reserves: readonly Booking[]; maintenances: readonly MaintenanceHours[] };

const slotKey = (date: string, turnId: number | null) => `${date}|${turnId}`;

/** The live bookings and maintenances of an area, indexed by day once for every day a calendar asks about. */
const indexOf = ({ reserves, maintenances }: AreaBookings) => {
  const taken = new Set(reserves.filter(isLiveReserve).map((reserve) => slotKey(reserve.date, reserve.turnId)));
  const closing = new Map<string, MaintenanceHours[]>();
  for (const maintenance of maintenances.filter(isLiveMaintenance)) {
    closing.set(maintenance.date, [...(closing.get(maintenance.date) ?? []), maintenance]);
  }
  return {
    isTaken: (date: string, turn: TurnSlot) => taken.has(slotKey(date, turn.id)),
    isClosed: (date: string, turn: TurnSlot) =>
      (closing.get(date) ?? []).some((maintenance) => hoursOverlap(maintenance, turn)),
  };
};

/**
 * The turns of an area on one day, each saying whether a new booking may take it at `now`: the area is active, the
 * turn is inside the booking window and has not started, no live booking holds it and no live maintenance closes it.
 */
export const turnsOn = (area: BookableArea, date: string, bookings: AreaBookings, now: Date): TurnAvailability[] => {
  const index = indexOf(bookings);
  return area.turns.map((turn) => ({
    ...turn,
    available:
      area.status === 'activo' &&
      windowProblemOf({ date, startTime: turn.startTime }, area, now) === null &&
      !index.isTaken(date, turn) &&
      !index.isClosed(date, turn),
  }));
};

/**
 * The days of a range on which nothing of the area can be booked (the new booking's calendar greys them): every
 * turn is taken, closed by a maintenance, started or outside the booking window, or the area is inactive.
 */
export const disabledDaysOf = (
  area: BookableArea,
  range: { from: string; to: string },
  bookings: AreaBookings,
  now: Date,
): string[] => {
  const index = indexOf(bookings);
  const open = (date: string, turn: TurnSlot) =>
    windowProblemOf({ date, startTime: turn.startTime }, area, now) === null &&
    !index.isTaken(date, turn) &&
    !index.isClosed(date, turn);
  return daysOf(range).filter((date) => area.status !== 'activo' || !area.turns.some((turn) => open(date, turn)));
};

/** The days of a range on which live maintenances already close every turn of the area: no room for another. */
export const maintenanceDisabledDaysOf = (
  area: { turns: readonly TurnSlot[] },
  range: { from: string; to: string },
  maintenances: readonly MaintenanceHours[],
): string[] => {
  const index = indexOf({ reserves: [], maintenances });
  return daysOf(range).filter((date) => area.turns.every((turn) => index.isClosed(date, turn)));
};

/** The days of a range with turns free of live bookings and maintenances, and those turns: where work disturbs nobody. */
export const maintenanceAvailableDaysOf = (
  area: { turns: readonly TurnSlot[] },
  range: { from: string; to: string },
  bookings: AreaBookings,
): AvailableDay[] => {
  const index = indexOf(bookings);
  return daysOf(range)
    .map((date) => ({
      date,
      turns: area.turns
        .filter((turn) => !index.isTaken(date, turn) && !index.isClosed(date, turn))
        .map(({ id, name, startTime, endTime }) => ({ id, name, startTime, endTime })),
    }))
    .filter((day) => day.turns.length > 0);
};

/** The live bookings a maintenance's hours fall on: those of its day whose turn they overlap. */
export const bookingsUnder = <B extends Booking>(
  maintenance: { date: string; startTime: string | null; endTime: string | null },
  turns: readonly TurnSlot[],
  reserves: readonly B[],
): B[] =>
  reserves.filter((reserve) => {
    if (!isLiveReserve(reserve) || reserve.date !== maintenance.date) return false;
    const turn = turns.find((candidate) => candidate.id === reserve.turnId);
    return turn === undefined || hoursOverlap(maintenance, turn);
  });

/** Whether a live maintenance of the area already holds any of those hours of that day. */
export const maintenanceClashes = (
  candidate: { date: string; startTime: string | null; endTime: string | null },
  maintenances: readonly MaintenanceHours[],
) =>
  maintenances.some(
    (maintenance) =>
      maintenance.date === candidate.date && isLiveMaintenance(maintenance) && hoursOverlap(maintenance, candidate),
  );
