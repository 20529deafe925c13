import type { CommonArea, Reserve, ReserveStatus } from '@horizontal/domain';
import {
  bookingWindowOf,
  chargeOf,
  closesTurn,
  commonAreaMessages,
  contract,
  disabledDaysOf,
  initialReserveStatus,
  isCurrentReserve,
  isLiveReserve,
  monthlyBookingsOf,
  periodOf,
  reachesMonthlyLimit,
  reserveFiguresOf,
  reserveMessages,
  reserveRemovalProblem,
  reserveStatusProblem,
  turnsOn,
  windowProblemOf,
} from '@horizontal/domain';
import { currentMoment, db, nextId, now } from '../db';
import { apartmentLabel } from '../fixtures/apartments';
import { mockToday } from '../fixtures/clock';
import { fullName } from '../fixtures/residents';
import { buildingOf, conflict, rowOf } from './guards';
import { mayCall, mockCall } from './mock-call';

/*
 * The bookings of the common areas by the domain's rules (reservations/), as the server applies them: the mock day
 * (DEMO_TODAY) is today, and its clock is the mocks' `currentMoment()`.
 */

const calls = contract.reserves;
const text = reserveMessages;
const missingArea = commonAreaMessages.notFound;

const mockNow = () => new Date(currentMoment());

/** An area's bookings and maintenances, as the domain's calendars read them. */
export const bookingsOfArea = (areaId: number) => ({
  reserves: db.reserves.filter((reserve) => reserve.commonAreaId === areaId),
  maintenances: db.maintenances.filter((maintenance) => maintenance.commonAreaId === areaId),
});

const byDate = (a: Reserve, b: Reserve) =>
  a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.id - b.id;

/** Whether the complejo's month still takes charges: no period yet, or one not closed. */
const isOpenMonth = (buildingId: number, period: string) => {
  const row = db.commonExpenses.find((candidate) => candidate.buildingId === buildingId && candidate.period === period);
  return row === undefined || row.status === 'borrador';
};

/** A confirmed booking with a price charges its unit's month; a closed month refuses the confirmation. */
const bill = (reserve: Reserve) => {
  const charge = chargeOf({ ...reserve, status: 'confirmada' });
  if (!charge) return;
  if (!isOpenMonth(reserve.buildingId, charge.period)) throw conflict(text.monthClosed(charge.period));
  db.commonAreaCharges.push({ buildingId: reserve.buildingId, apartmentId: reserve.apartmentId, ...charge });
  reserve.charge = charge;
};

/** A booking leaving «confirmada» takes its amount off its unit's month while the month is open. */
export const unbill = (reserve: Reserve) => {
  const charge = chargeOf({ ...reserve, status: 'confirmada' });
  if (!charge || !isOpenMonth(reserve.buildingId, charge.period)) return;
  reserve.charge = null;
  const row = db.commonAreaCharges.find(
    (candidate) =>
      candidate.buildingId === reserve.buildingId &&
      candidate.apartmentId === reserve.apartmentId &&
      candidate.period === charge.period &&
      candidate.amount >= charge.amount,
  );
  if (!row) return;
  row.amount -= charge.amount;
  if (row.amount === 0) db.commonAreaCharges = db.commonAreaCharges.filter((candidate) => candidate !== row);
};

const checkedStatus = (reserve: Reserve, to: ReserveStatus) => {
  const problem = reserveStatusProblem(reserve, to, mockNow());
  if (problem) throw conflict(problem);
};

const windowRefusal = (area: CommonArea, date: string, startTime: string) => {
  const problem = windowProblemOf({ date, startTime }, area, mockNow());
  if (problem === 'past') return text.pastDate;
  if (problem === 'started') return text.turnStarted;
  if (problem === 'beyond') return text.beyondWindow(area.bookingWindowDays, bookingWindowOf(area, mockNow()).last);
  return null;
};

export const reservesHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      reserves: db.reserves
        .filter((reserve) => reserve.buildingId === params.id && isCurrentReserve(reserve, mockToday))
        .sort(byDate),
    };
  }),

  mockCall(calls.historic, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      reserves: db.reserves
        .filter((reserve) => reserve.buildingId === params.id && !isCurrentReserve(reserve, mockToday))
        .sort((a, b) => byDate(b, a)),
    };
  }),

  mockCall(calls.disabled, ({ body, user }) => {
    const area = rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    return { message: 'OK', disabledDays: disabledDaysOf(area, body, bookingsOfArea(area.id), mockNow()) };
  }),

  mockCall(calls.turnsAvailable, ({ body, user }) => {
    const area = rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    return { message: 'OK', turns: turnsOn(area, body.date, bookingsOfArea(area.id), mockNow()) };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const area = rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    if (area.buildingId !== body.buildingId) throw conflict(text.foreignArea);
    if (area.status !== 'activo') throw conflict(text.inactiveArea);
    const turn = area.turns.find((candidate) => candidate.id === body.turnId);
    if (!turn) throw conflict(text.foreignTurn);
    const apartment = db.apartments.find((candidate) => candidate.id === body.apartmentId);
    if (!apartment || apartment.buildingId !== body.buildingId) throw conflict(text.foreignApartment);
    const resident = body.residentId === null ? null : db.residents.find((r) => r.id === body.residentId);
    if (resident === undefined || (resident && resident.buildingId !== body.buildingId)) {
      throw conflict(text.foreignResident);
    }
    if (resident && !resident.apartments.some((unit) => unit.id === apartment.id)) {
      throw conflict(text.residentNotInUnit);
    }
    const refusal = windowRefusal(area, body.date, turn.startTime);
    if (refusal) throw conflict(refusal);
    const { reserves, maintenances } = bookingsOfArea(area.id);
    if (maintenances.some((maintenance) => closesTurn(maintenance, turn, body.date)))
      throw conflict(text.inMaintenance);
    const held = monthlyBookingsOf(reserves, apartment.id, periodOf(body.date));
    if (reachesMonthlyLimit(area, held)) {
      throw conflict(text.monthlyLimit(area.monthlyLimit!, area.name, periodOf(body.date)));
    }
    const taken = reserves.some(
      (reserve) => reserve.date === body.date && reserve.turnId === turn.id && isLiveReserve(reserve),
    );
    if (taken) throw conflict(text.turnTaken);
    const status = initialReserveStatus(area);
    const reserve: Reserve = {
      id: nextId(db.reserves),
      buildingId: body.buildingId,
      commonAreaId: area.id,
      commonArea: area.name,
      turnId: turn.id,
      turn: turn.name,
      startTime: turn.startTime,
      endTime: turn.endTime,
      apartmentId: apartment.id,
      apartment: apartmentLabel(apartment),
      residentId: resident?.id ?? null,
      resident: resident ? fullName(resident) : null,
      date: body.date,
      price: area.price,
      notes: body.notes,
      status,
      createdAt: now(),
      charge: null,
    };
    if (status === 'confirmada') bill(reserve);
    db.reserves.push(reserve);
    return { message: area.requiresApproval ? text.pendingApproval : text.confirmed, reserve };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const reserve = rowOf(user, db.reserves, body.id, text.notFound);
    checkedStatus(reserve, body.status);
    if (body.status === 'confirmada') bill(reserve);
    if (body.status === 'cancelada') unbill(reserve);
    reserve.status = body.status;
    return { message: text.status, reserve };
  }),

  mockCall(calls.delete, ({ params, user }) => {
    const reserve = rowOf(user, db.reserves, params.id, text.notFound);
    const problem = reserveRemovalProblem(reserve, mockNow());
    if (problem) throw conflict(problem);
    if (reserve.status === 'confirmada') unbill(reserve);
    db.reserves = db.reserves.filter((candidate) => candidate.id !== reserve.id);
    return { message: text.deleted };
  }),

  /** As the server: the figures only for a profile that may read the current bookings. */
  mockCall(calls.summary, ({ params, user }) => {
    buildingOf(user, params.id);
    const figures = reserveFiguresOf(
      db.reserves.filter((reserve) => reserve.buildingId === params.id),
      mockNow(),
    );
    return {
      message: 'OK',
      summary: mayCall(user, calls.findAll) ? figures : { awaitingApproval: null, today: null },
    };
  }),
];
