import type { Maintenance } from '@horizontal/domain';
import {
  commonAreaMessages,
  contract,
  maintenanceMessages,
  maintenanceStatusLabels,
  maintenanceTransitions,
  transitionProblem,
} from '@horizontal/domain';
import { db, nextId } from '../db';
import { frequencies } from '../fixtures/reference';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';
import { daysBetween, inMaintenance, isTurnTaken } from './reserves';

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
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id),
    };
  }),

  mockCall(calls.disabled, ({ body, user }) => {
    const area = rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    return {
      message: 'OK',
      disabledDays: daysBetween(body.from, body.to).filter((date) => inMaintenance(area.id, date)),
    };
  }),

  mockCall(calls.available, ({ body, user }) => {
    const area = rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    return {
      message: 'OK',
      availableDays: daysBetween(body.from, body.to)
        .filter((date) => !inMaintenance(area.id, date))
        .map((date) => ({ date, turns: area.turns.filter((turn) => !isTurnTaken(area.id, date, turn.id)) }))
        .filter((day) => day.turns.length > 0),
    };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const area = body.commonAreaId === null ? null : rowOf(user, db.commonAreas, body.commonAreaId, missingArea);
    if (area && area.buildingId !== body.buildingId) throw conflict(text.foreignArea);
    if (area && inMaintenance(area.id, body.date)) {
      throw conflict(text.areaBusy);
    }
    const frequency = frequencies.find((candidate) => candidate.id === body.frequencyId) ?? null;
    if (body.frequencyId !== null && !frequency) throw conflict(text.unknownFrequency);
    const maintenance: Maintenance = {
      id: nextId(db.maintenances),
      ...body,
      commonArea: area?.name ?? null,
      frequency: frequency?.name ?? null,
      status: 'pendiente',
    };
    db.maintenances.push(maintenance);
    return { message: text.created, maintenance };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const maintenance = rowOf(user, db.maintenances, body.id, text.notFound);
    const problem = transitionProblem(maintenanceTransitions, maintenanceStatusLabels, maintenance.status, body.status);
    if (problem) throw conflict(problem);
    maintenance.status = body.status;
    return { message: text.status, maintenance };
  }),
];
