import type { TurnInput } from '@horizontal/domain';
import { contract } from '@horizontal/domain';
import { db, nextId } from '../db';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.commonAreas;
const missing = 'El área común no existe o no tiene acceso a ella.';

/** Turns sent with an id keep it (and their reserves); new ones get the next id of every area's turns. */
const turnsOf = (turns: TurnInput[]) => {
  let next = nextId(db.commonAreas.flatMap((area) => area.turns));
  return turns.map(({ id, name, startTime, endTime }) => ({ id: id ?? next++, name, startTime, endTime }));
};

export const commonAreasHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', commonAreas: db.commonAreas.filter((area) => area.buildingId === params.id) };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const commonArea = { id: nextId(db.commonAreas), ...body, status: 'activo' as const, turns: turnsOf(body.turns) };
    db.commonAreas.push(commonArea);
    return { message: 'Área común creada.', commonArea };
  }),

  mockCall(calls.update, ({ body, user }) => {
    const commonArea = rowOf(user, db.commonAreas, body.id, missing);
    const own = new Set(commonArea.turns.map((turn) => turn.id));
    if (body.turns.some((turn) => turn.id !== undefined && !own.has(turn.id))) {
      throw conflict('Alguno de los turnos no es de esta área común.');
    }
    Object.assign(commonArea, body, { status: body.status ?? commonArea.status, turns: turnsOf(body.turns) });
    return { message: 'Área común actualizada.', commonArea };
  }),

  mockCall(calls.delete, ({ params, user }) => {
    const commonArea = rowOf(user, db.commonAreas, params.id, missing);
    if (db.reserves.some((reserve) => reserve.commonAreaId === commonArea.id && reserve.status === 'pendiente')) {
      throw conflict('No se puede eliminar: el área tiene reservas pendientes. Resuélvalas primero.');
    }
    db.commonAreas = db.commonAreas.filter((candidate) => candidate.id !== commonArea.id);
    return { message: 'Área común eliminada.' };
  }),
];
