import { accessOf, type CallDefinition, type RecordEntity } from '@horizontal/domain';
import { currentMoment, db } from '../db';

/** The contract groups whose rows have a detail, and the entity their trail is kept under (the server's table). */
const trailedGroups: Readonly<Record<string, RecordEntity>> = {
  companies: 'companies',
  buildings: 'buildings',
  users: 'users',
  roles: 'roles',
  employees: 'employees',
  residents: 'residents',
  apartments: 'apartments',
  pantries: 'pantries',
  parkings: 'parkings',
  commonAreas: 'common_areas',
  reserves: 'reserves',
  maintenances: 'maintenances',
};

/**
 * Writes that are no change of the record's data, as the server's history reads its trail: a deletion ends the
 * record, and a temporary password is the account's security.
 */
const untrailed = new Set(['delete', 'remove', 'temporaryPassword']);

const idIn = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number'
    ? (value as { id: number }).id
    : undefined;

/** The record a write acted on: the body names it (`id`, a resident's `residentId`), or the answer holds it. */
const recordIdOf = (body: unknown, answer: unknown): number | undefined => {
  const sent = body as { id?: unknown; residentId?: unknown } | undefined;
  if (typeof sent?.id === 'number') return sent.id;
  if (typeof sent?.residentId === 'number') return sent.residentId;
  for (const value of Object.values((answer ?? {}) as object)) {
    const id = idIn(value);
    if (id !== undefined) return id;
  }
  return undefined;
};

/**
 * Writes an accepted write of a record with a detail into the mock trail (db.trail), as the server's tables write
 * theirs, so that history.record answers from what happened in this store.
 */
export const noteInTrail = (call: CallDefinition, userId: number, body: unknown, answer: unknown) => {
  if (accessOf(call) !== 'write') return;
  const [group = '', name = ''] = call.name.split('.');
  const entity = trailedGroups[group];
  if (!entity || untrailed.has(name)) return;
  const id = recordIdOf(body, answer);
  if (id === undefined) return;
  const action = name === 'create' ? 'create' : 'change';
  const at = currentMoment();
  db.trail.push({ entity, id, action, userId, at });
  // An employee's name, contact, complejos and status are their login's: the server writes them to the user.
  const employee = entity === 'employees' ? db.employees.find((row) => row.id === id) : undefined;
  if (employee) db.trail.push({ entity: 'users', id: employee.userId, action, userId, at });
};
