import type { HistoryStamp, RecordEntity, RecordHistory } from '@horizontal/domain';
import { and, asc, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { Scope } from '../tenant/scope';

/**
 * Where the audit trail writes a change of a record besides its own rows: a profile's grants, a user's complejos,
 * a resident's units (`resident_apartments` ids are «resident-unit», hence the prefix).
 */
export type TrailKey = { entity: string; entityId: string | number } | { entity: string; entityIdPrefix: string };

type Lookup = (scope: Scope, id: number) => Promise<TrailKey[] | null>;

/**
 * The way to each record with a detail, registered by the module that owns it: its repository's own `find`, so that
 * a history is answered only for a record the caller could read there (an employee whose login works on another
 * complejo stays hidden, as in its list), and no module has to import another's folder.
 */
export const createRecordFinders = () => {
  const lookups = new Map<RecordEntity, Lookup>();
  return {
    add: <Row>(
      entity: RecordEntity,
      find: (scope: Scope, id: number) => Promise<Row | null>,
      links: (row: Row) => TrailKey[] = () => [],
    ) => {
      lookups.set(entity, async (scope, id) => {
        const row = await find(scope, id);
        return row ? [{ entity, entityId: id }, ...links(row)] : null;
      });
    },
    has: (entity: RecordEntity) => lookups.has(entity),
    /** The record's trail keys (its own first), or null when the caller cannot read it or it does not exist. */
    trailOf: async (entity: RecordEntity, scope: Scope, id: number) => (await lookups.get(entity)?.(scope, id)) ?? null,
  };
};

export type RecordFinders = ReturnType<typeof createRecordFinders>;

/**
 * Changes of a record's data. Deletions end the record; sign-in events (password.change, password.reset) are the
 * account's security, not its data, and nobody reading a detail would call them a modification.
 */
const changeActions = ['update', 'status', 'assign', 'associate', 'deassociate'];

const conditionOf = (key: TrailKey): SQL | undefined =>
  'entityIdPrefix' in key
    ? and(eq(auditLog.entity, key.entity), like(auditLog.entityId, `${key.entityIdPrefix}%`))
    : and(eq(auditLog.entity, key.entity), eq(auditLog.entityId, String(key.entityId)));

/** Who created a record and who changed it last, from the audit trail, with the names users have today. */
export const createHistoryRepository = (db: Database) => {
  const entry = (where: SQL | undefined, order: SQL[]) =>
    db
      .select({
        by: users.name,
        at: auditLog.createdAt,
        // The full precision of the moment: a change in the creation's own transaction shares it exactly.
        exact: sql<string>`${auditLog.createdAt}::text`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(...order)
      .limit(1)
      .then((rows) => rows[0] ?? null);

  const stamp = (row: { by: string | null; at: Date } | null): HistoryStamp | null =>
    row ? { by: row.by, at: row.at.toISOString() } : null;

  return {
    /** `keys` as `trailOf` gives them: the record's own first, then its links. */
    of: async ([own, ...links]: TrailKey[]): Promise<RecordHistory> => {
      if (!own) return { created: null, changed: null };
      const created = await entry(and(conditionOf(own), eq(auditLog.action, 'create')), [
        asc(auditLog.createdAt),
        asc(auditLog.id),
      ]);
      // What the creation itself wrote (a user's complejos, a profile's grants) is not a later change.
      const changed = await entry(
        and(
          or(...[own, ...links].map(conditionOf)),
          inArray(auditLog.action, changeActions),
          created ? sql`${auditLog.createdAt} > ${created.exact}::timestamptz` : undefined,
        ),
        [desc(auditLog.createdAt), desc(auditLog.id)],
      );
      return { created: stamp(created), changed: stamp(changed) };
    },
  };
};
