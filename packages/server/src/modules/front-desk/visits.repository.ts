import { unitLabel } from '@horizontal/domain';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { apartments, towers, type Visit, visits } from '../../db/schema';

/** What a new visit writes. */
export type VisitValues = Required<
  Pick<
    typeof visits.$inferInsert,
    | 'companyId'
    | 'buildingId'
    | 'apartmentId'
    | 'identityTypeId'
    | 'name'
    | 'identity'
    | 'plate'
    | 'date'
    | 'expectedTime'
    | 'entryTime'
    | 'status'
  >
>;

/** A visit with its unit's label, as the list shows it. */
export type VisitListing = Visit & { apartment: string };

export const createVisitsRepository = (db: Database) => {
  const table = createTenantTable(db, visits, { company: 'companyId', building: 'buildingId' });

  /** Rows still on the lists (a removed one is kept, hidden): the latest day first, each day by its hours. */
  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<VisitListing[]> => {
    const rows = await q
      .select({ visit: visits, number: apartments.number, tower: towers.name })
      .from(visits)
      .innerJoin(apartments, eq(apartments.id, visits.apartmentId))
      .leftJoin(towers, eq(towers.id, apartments.towerId))
      .where(table.where(scope, condition, isNull(visits.removedAt)))
      .orderBy(desc(visits.date), asc(sql`coalesce(${visits.expectedTime}, ${visits.entryTime})`), desc(visits.id));
    return rows.map((row) => ({ ...row.visit, apartment: unitLabel(row) }));
  };

  return {
    table,
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(visits.buildingId, buildingId)),
    find: async (scope: Scope, id: number, q: Queryable = db) => (await select(scope, eq(visits.id, id), q))[0] ?? null,
    /** A day's visits still expected at a complejo (its scope checked by the caller). */
    expectedOn: async (buildingId: number, date: string) =>
      (
        await db
          .select({ n: count() })
          .from(visits)
          .where(
            and(
              eq(visits.buildingId, buildingId),
              eq(visits.date, date),
              eq(visits.status, 'esperada'),
              isNull(visits.removedAt),
            ),
          )
      )[0]!.n,
    lock: (tx: Queryable, id: number) =>
      tx.select({ id: visits.id }).from(visits).where(eq(visits.id, id)).for('no key update'),
  };
};

export type VisitsRepository = ReturnType<typeof createVisitsRepository>;
