import type { Reserve } from '@horizontal/domain';
import {
  addDays,
  commonAreaMessages,
  contract,
  reserveMessages,
  reserveStatusLabels,
  reserveTransitions,
  transitionProblem,
} from '@horizontal/domain';
import { db, nextId, now } from '../db';
import { apartmentLabel } from '../fixtures/apartments';
import { mockToday } from '../fixtures/clock';
import { fullName } from '../fixtures/residents';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.reserves;
const text = reserveMessages;
const missingArea = commonAreaMessages.notFound;

/** Pendiente and confirmada hold their slot; rechazada and cancelada free it. */
export const isLive = (reserve: Reserve) => reserve.status === 'pendiente' || reserve.status === 'confirmada';

export const daysBetween = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 366; day = addDays(day, 1)) days.push(day);
  return days;
};

/** Whether a maintenance keeps the area closed that day. */
export const inMaintenance = (commonAreaId: number, date: string) =>
  db.maintenances.some(
    (maintenance) =>
      maintenance.commonAreaId === commonAreaId && maintenance.date === date && maintenance.status !== 'cancelado',
  );

export const isTurnTaken = (commonAreaId: number, date: string, turnId: number) =>
  db.reserves.some(
    (reserve) =>
      reserve.commonAreaId === commonAreaId && reserve.date === date && reserve.turnId === turnId && isLive(reserve),
  );

const byDate = (a: Reserve, b: Reserve) =>
  a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? '');

export const reservesHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      reserves: db.reserves
        .filter((reserve) => reserve.buildingId === params.id && reserve.date >= mockToday && isLive(reserve))
        .sort(byDate),
    };
  }),

  mockCall(calls.historic, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      reserves: db.reserves
        .filter((reserve) => reserve.buildingId === params.id && (reserve.date < mockToday || !isLive(reserve)))
        .sort((a, b) => byDate(b, a)),
    };
  }),

  mockCall(calls.disabled, ({ body, user }) => {
    const area = rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    return {
      message: 'OK',
      disabledDays: daysBetween(body.from, body.to).filter(
        (date) => inMaintenance(area.id, date) || area.turns.every((turn) => isTurnTaken(area.id, date, turn.id)),
      ),
    };
  }),

  mockCall(calls.turnsAvailable, ({ body, user }) => {
    const area = rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    const closed = inMaintenance(area.id, body.date) || body.date < mockToday;
    return {
      message: 'OK',
      turns: area.turns.map((turn) => ({
        ...turn,
        available: !closed && !isTurnTaken(area.id, body.date, turn.id),
      })),
    };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const area = rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    if (area.buildingId !== body.buildingId) throw conflict(text.foreignArea);
    if (area.status !== 'activo') throw conflict(text.inactiveArea);
    const turn = area.turns.find((candidate) => candidate.id === body.turnId);
    if (!turn) throw conflict(text.foreignTurn);
    const apartment = db.apartments.find((candidate) => candidate.id === body.apartmentId);
    if (!apartment || apartment.buildingId !== body.buildingId) {
      throw conflict(text.foreignApartment);
    }
    const resident = body.residentId === null ? null : db.residents.find((r) => r.id === body.residentId);
    if (resident === undefined || (resident && resident.buildingId !== body.buildingId)) {
      throw conflict(text.foreignResident);
    }
    if (body.date < mockToday) throw conflict(text.pastDate);
    if (inMaintenance(area.id, body.date)) {
      throw conflict(text.inMaintenance);
    }
    if (isTurnTaken(area.id, body.date, turn.id)) {
      throw conflict(text.turnTaken);
    }
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
      status: area.requiresApproval ? 'pendiente' : 'confirmada',
      createdAt: now(),
    };
    db.reserves.push(reserve);
    return {
      message: area.requiresApproval ? text.pendingApproval : text.confirmed,
      reserve,
    };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const reserve = rowOf(user, db.reserves, body.id, text.notFound);
    const problem = transitionProblem(reserveTransitions, reserveStatusLabels, reserve.status, body.status);
    if (problem) throw conflict(problem);
    reserve.status = body.status;
    return { message: text.status, reserve };
  }),

  mockCall(calls.delete, ({ params, user }) => {
    const reserve = rowOf(user, db.reserves, params.id, text.notFound);
    db.reserves = db.reserves.filter((candidate) => candidate.id !== reserve.id);
    return { message: text.deleted };
  }),
];
