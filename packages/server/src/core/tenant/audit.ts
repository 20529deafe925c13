import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Scope } from './scope';

export type Change = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  companyId?: number | null;
  buildingId?: number | null;
  changes?: unknown;
};

const SECRET_KEY = /password|hash|token|code|secret/i;

/** Values as they go to the trail: secrets replaced, dates as ISO text. */
export const redact = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '[oculto]' : redact(inner)]),
    );
  }
  return value;
};

const entryOf = (scope: Scope, change: Change) => ({
  userId: scope.userId,
  companyId: change.companyId ?? (scope.kind === 'tenant' ? scope.companyId : null),
  buildingId: change.buildingId ?? null,
  action: change.action,
  entity: change.entity,
  entityId: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
  changes: change.changes === undefined ? null : redact(change.changes),
  ip: scope.ip,
});

/** Writes one entry of the audit trail, in the same transaction as the change it describes. */
export const recordChange = async (q: Queryable, scope: Scope, change: Change) => {
  await q.insert(auditLog).values(entryOf(scope, change));
};

/** The entries of many changes at once (a spreadsheet's rows): a statement per thousand, not one per row. */
export const recordChanges = async (q: Queryable, scope: Scope, changes: readonly Change[]) => {
  for (let start = 0; start < changes.length; start += 1_000) {
    await q.insert(auditLog).values(changes.slice(start, start + 1_000).map((change) => entryOf(scope, change)));
  }
};
