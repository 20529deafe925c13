import { asc, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client';
import { recordChange, recordChanges } from './audit';
import { canReach, type Scope, scoped, type TenantColumns } from './scope';

type TableWithId = PgTable & { id: PgColumn };
type Row<T extends TableWithId> = T['$inferSelect'];
type NewRow<T extends TableWithId> = T['$inferInsert'];
type Key<T extends TableWithId> = keyof Row<T> & keyof T & string;

export type TenantKeys<T extends TableWithId> = { company: Key<T>; building?: Key<T> };

/** Thrown when a write names a company or complejo outside the caller's scope; routes answer 403. */
export class OutOfScope extends Error {
  constructor() {
    super('Fuera del alcance del usuario');
    this.name = 'OutOfScope';
  }
}

/**
 * Reads and writes of one tenant table, every query confined by `scoped` and every change written to the audit
 * trail in the same transaction. Rows outside the scope are simply not there: find answers null, update and
 * remove change nothing.
 */
export const createTenantTable = <T extends TableWithId>(db: Database, table: T, keys: TenantKeys<T>) => {
  const entity = getTableName(table);
  const columns: TenantColumns = {
    companyId: table[keys.company] as PgColumn,
    buildingId: keys.building ? (table[keys.building] as PgColumn) : undefined,
  };
  const tenantOf = (row: Row<T>) => ({
    companyId: row[keys.company] as number,
    buildingId: keys.building ? (row[keys.building] as number) : undefined,
  });
  const where = (scope: Scope, ...conditions: (SQL | undefined)[]) => scoped(scope, columns, ...conditions);

  /** An update of some columns, written to the trail as `action` (a status change, a soft removal). */
  const changeAs = (
    action: 'status' | 'remove',
    scope: Scope,
    id: number,
    values: Partial<NewRow<T>>,
    q?: Queryable,
  ): Promise<Row<T> | null> => {
    const run = async (tx: Queryable) => {
      const [row] = (await tx
        .update(table)
        .set(values as never)
        .where(where(scope, eq(table.id, id)))
        .returning()) as Row<T>[];
      if (!row) return null;
      await recordChange(tx, scope, { action, entity, entityId: id, ...tenantOf(row), changes: values });
      return row;
    };
    return q ? run(q) : db.transaction(run);
  };

  return {
    entity,
    columns,
    where,
    list: (scope: Scope, condition?: SQL, orderBy: SQL[] = [asc(table.id)], q: Queryable = db) =>
      (q as Database)
        .select()
        .from(table as PgTable)
        .where(where(scope, condition))
        .orderBy(...orderBy) as unknown as Promise<Row<T>[]>,

    find: async (scope: Scope, id: number, q: Queryable = db): Promise<Row<T> | null> => {
      const rows = (await (q as Database)
        .select()
        .from(table as PgTable)
        .where(where(scope, eq(table.id, id)))) as Row<T>[];
      return rows[0] ?? null;
    },

    insert: (scope: Scope, values: NewRow<T>, q?: Queryable): Promise<Row<T>> => {
      const run = async (tx: Queryable) => {
        const [row] = (await tx
          .insert(table)
          .values(values as never)
          .returning()) as Row<T>[];
        const tenant = tenantOf(row!);
        if (!canReach(scope, tenant.companyId, tenant.buildingId)) throw new OutOfScope();
        await recordChange(tx, scope, {
          action: 'create',
          entity,
          entityId: row!.id as number,
          ...tenant,
          changes: row,
        });
        return row!;
      };
      return q ? run(q) : db.transaction(run);
    },

    /** Many rows in one statement per thousand, each checked and audited as `insert` does: for imports. */
    insertMany: async (scope: Scope, values: readonly NewRow<T>[], q: Queryable): Promise<Row<T>[]> => {
      const inserted: Row<T>[] = [];
      for (let start = 0; start < values.length; start += 1_000) {
        const rows = (await q
          .insert(table)
          .values(values.slice(start, start + 1_000) as never)
          .returning()) as Row<T>[];
        for (const row of rows) {
          const tenant = tenantOf(row);
          if (!canReach(scope, tenant.companyId, tenant.buildingId)) throw new OutOfScope();
        }
        await recordChanges(
          q,
          scope,
          rows.map((row) => ({ action: 'create', entity, entityId: row.id as number, ...tenantOf(row), changes: row })),
        );
        inserted.push(...rows);
      }
      return inserted;
    },

    update: (scope: Scope, id: number, values: Partial<NewRow<T>>, q?: Queryable): Promise<Row<T> | null> => {
      const run = async (tx: Queryable) => {
        const [row] = (await tx
          .update(table)
          .set(values as never)
          .where(where(scope, eq(table.id, id)))
          .returning()) as Row<T>[];
        if (!row) return null;
        const tenant = tenantOf(row);
        // A change may not move a row to a company or complejo outside the scope.
        if (!canReach(scope, tenant.companyId, tenant.buildingId)) throw new OutOfScope();
        await recordChange(tx, scope, { action: 'update', entity, entityId: id, ...tenant, changes: values });
        return row;
      };
      return q ? run(q) : db.transaction(run);
    },

    remove: (scope: Scope, id: number, q?: Queryable): Promise<Row<T> | null> => {
      const run = async (tx: Queryable) => {
        const [row] = (await tx
          .delete(table)
          .where(where(scope, eq(table.id, id)))
          .returning()) as Row<T>[];
        if (!row) return null;
        await recordChange(tx, scope, { action: 'delete', entity, entityId: id, ...tenantOf(row), changes: row });
        return row;
      };
      return q ? run(q) : db.transaction(run);
    },

    /** A status change, recorded as such in the trail. */
    setStatus: (scope: Scope, id: number, values: Partial<NewRow<T>>, q?: Queryable) =>
      changeAs('status', scope, id, values, q),

    /**
     * A soft removal (the front desk's `remove` calls): `values` mark the row hidden from the lists, the row stays,
     * and the trail says who removed it and when, as a 'remove'.
     */
    hide: (scope: Scope, id: number, values: Partial<NewRow<T>>, q?: Queryable) =>
      changeAs('remove', scope, id, values, q),
  };
};

export type TenantTable<T extends TableWithId> = ReturnType<typeof createTenantTable<T>>;
