import type { TurnInput } from '@horizontal/domain';
import { commonAreaMessages, contract } from '@horizontal/domain';
import { db, nextId } from '../db';
import { buildingOf, conflict, MockError, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.commonAreas;
const missing = commonAreaMessages.notFound;

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
    const commonArea = {
      id: nextId(db.commonAreas),
      ...body,
      status: 'activo' as const,
      turns: turnsOf(body.turns),
    };
    db.commonAreas.push(commonArea);
    return { message: commonAreaMessages.created, commonArea };
  }),

  mockCall(calls.update, ({ body, user }) => {
    const commonArea = rowOf(user, db.commonAreas, body.id, missing);
    const own = new Set(commonArea.turns.map((turn) => turn.id));
    const kept = body.turns.flatMap((turn) => (turn.id === undefined ? [] : [turn.id]));
    if (kept.some((id) => !own.has(id))) throw new MockError(400, commonAreaMessages.foreignTurn);
    if (new Set(kept).size !== kept.length) throw new MockError(400, commonAreaMessages.repeatedTurn);
    const dropped = commonArea.turns.filter((turn) => !kept.includes(turn.id)).map((turn) => turn.id);
    const bookedTurn = (turnId: number | null) => turnId !== null && dropped.includes(turnId);
    if (db.reserves.some((reserve) => reserve.commonAreaId === commonArea.id && bookedTurn(reserve.turnId))) {
      throw conflict(commonAreaMessages.turnWithReserves);
    }
    Object.assign(commonArea, body, { status: body.status ?? commonArea.status, turns: turnsOf(body.turns) });
    return { message: commonAreaMessages.updated, commonArea };
  }),

  mockCall(calls.delete, ({ params, user }) => {
    const commonArea = rowOf(user, db.commonAreas, params.id, missing);
    const booked = db.reserves.filter((reserve) => reserve.commonAreaId === commonArea.id);
    if (booked.some((reserve) => reserve.status === 'pendiente')) throw conflict(commonAreaMessages.pendingReserves);
    if (booked.length > 0) throw conflict(commonAreaMessages.hasReserves);
    db.commonAreas = db.commonAreas.filter((candidate) => candidate.id !== commonArea.id);
    return { message: commonAreaMessages.deleted };
  }),
];
