import { contract, noticeMessages } from '@horizontal/domain';
import { db, nextId } from '../db';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.notices;
const text = noticeMessages;

export const noticesHandlers = [
  mockCall(calls.findAll, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    return {
      message: 'OK',
      notices: db.notices
        .filter((notice) => notice.buildingId === body.buildingId)
        .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id),
    };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const towerIds = [...new Set(body.towerIds)].sort((a, b) => a - b);
    const ofComplejo = (towerId: number) =>
      db.towers.some((tower) => tower.id === towerId && tower.buildingId === body.buildingId);
    if (!towerIds.every(ofComplejo)) throw conflict(text.foreignTower);
    const notice = { id: nextId(db.notices), ...body, towerIds, createdBy: user.name };
    db.notices.push(notice);
    return { message: text.created, notice };
  }),

  mockCall(calls.delete, ({ params, user }) => {
    const notice = rowOf(user, db.notices, params.id, text.notFound);
    db.notices = db.notices.filter((candidate) => candidate.id !== notice.id);
    return { message: text.deleted };
  }),
];
