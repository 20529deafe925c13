import { contract, towerMessages } from '@horizontal/domain';
import { db, nextId } from '../db';
import { buildingOf, conflict, messages, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.towers;
const missing = messages.towerNotFound;

const checkName = (buildingId: number, name: string, id?: number) => {
  const taken = db.towers.some(
    (tower) => tower.buildingId === buildingId && tower.name.toLowerCase() === name.toLowerCase() && tower.id !== id,
  );
  if (taken) throw conflict(towerMessages.nameTaken);
};

export const towersHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', towers: db.towers.filter((tower) => tower.buildingId === params.id) };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    checkName(body.buildingId, body.name);
    const tower = { id: nextId(db.towers), ...body };
    db.towers.push(tower);
    return { message: towerMessages.created, tower };
  }),

  mockCall(calls.update, ({ body, user }) => {
    const tower = rowOf(user, db.towers, body.id, missing);
    checkName(tower.buildingId, body.name, tower.id);
    Object.assign(tower, body);
    // Units show their tower by name: keep them in step.
    for (const apartment of db.apartments) if (apartment.towerId === tower.id) apartment.tower = tower.name;
    return { message: towerMessages.updated, tower };
  }),

  mockCall(calls.delete, ({ params, user }) => {
    const tower = rowOf(user, db.towers, params.id, missing);
    const units = db.apartments.filter((apartment) => apartment.towerId === tower.id).length;
    if (units > 0) throw conflict(towerMessages.hasUnits(tower.name, units));
    db.towers = db.towers.filter((candidate) => candidate.id !== tower.id);
    return { message: towerMessages.deleted };
  }),
];
