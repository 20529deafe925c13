import type { Maintenance } from '@horizontal/domain';
import {
  bookingsUnder,
  commonAreaMessages,
  contract,
  isAhead,
  maintenanceAvailableDaysOf,
  maintenanceClashes,
  maintenanceDisabledDaysOf,
  maintenanceMessages,
  maintenanceStatusLabels,
  maintenanceTransitions,
  transitionProblem,
} from '@horizontal/domain';
import { currentMoment, db, nextId } from '../db';
import { frequencies } from '../fixtures/reference';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';
import { bookingsOfArea, unbill } from './reserves';

/* The spec's maintenances.update is a local stub of the client (packages/api): it never reaches the network. */

const calls = contract.maintenances;
const text = maintenanceMessages;
const missingArea = commonAreaMessages.notFound;

export const maintenancesHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      maintenances: db.maintenances
        .filter((maintenance) => maintenance.buildingId === params.id)
        .sort(
          (a, b) => a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.id - b.id,
        ),
    };
  }),

  mockCall(calls.disabled, ({ body, user }) => {
    const area = rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    return {
      message: 'OK',
      disabledDays: maintenanceDisabledDaysOf(area, body, bookingsOfArea(area.id).maintenances),
    };
  }),

  mockCall(calls.available, ({ body, user }) => {
    const area = rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    return { message: 'OK', availableDays: maintenanceAvailableDaysOf(area, body, bookingsOfArea(area.id)) };
  }),

  /** As the server: a maintenance over live bookings ahead is refused unless they are cancelled with it. */
  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const area = body.commonAreaId === null ? null : rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    if (area && area.buildingId !== body.buildingId) throw conflict(text.foreignArea);
    const frequency = frequencies.find((candidate) => candidate.id === body.frequencyId) ?? null;
    if (body.frequencyId !== null && !frequency) throw conflict(text.unknownFrequency);
    let cancelled = 0;
    if (area) {
      const { reserves, maintenances } = bookingsOfArea(area.id);
      if (maintenanceClashes(body, maintenances)) throw conflict(text.areaBusy);
      const now = new Date(currentMoment());
      const under = bookingsUnder(body, area.turns, reserves)
        .filter((reserve) => isAhead(reserve, now))
        .sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? ''));
      if (under.length > 0 && !body.cancelReserves) {
        throw conflict(text.bookedHours(under));
      }
      for (const reserve of under) {
        if (reserve.status === 'confirmada') unbill(reserve);
        reserve.status = reserve.status === 'confirmada' ? 'cancelada' : 'rechazada';
      }
      cancelled = under.length;
    }
    const { cancelReserves: _, ...fields } = body;
    const maintenance: Maintenance = {
      id: nextId(db.maintenances),
      ...fields,
      commonArea: area?.name ?? null,
      frequency: frequency?.name ?? null,
      status: 'pendiente',
    };
    db.maintenances.push(maintenance);
    return { message: cancelled > 0 ? text.createdCancelling(cancelled) : text.created, maintenance };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const maintenance = rowOf(user, db.maintenances, body.id, text.notFound);
    const problem = transitionProblem(maintenanceTransitions, maintenanceStatusLabels, maintenance.status, body.status);
    if (problem) throw conflict(problem);
    maintenance.status = body.status;
    return { message: text.status, maintenance };
  }),
];
