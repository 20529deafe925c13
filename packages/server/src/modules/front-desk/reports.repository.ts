import { unitLabel } from '@horizontal/domain';
import { desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { apartments, type Report, reports, towers, users } from '../../db/schema';

/** What a new report writes. */
export type ReportValues = Required<
  Pick<
    typeof reports.$inferInsert,
    'companyId' | 'buildingId' | 'apartmentId' | 'category' | 'title' | 'description' | 'photos' | 'date' | 'createdBy'
  >
>;

/** A report with its unit's label (null: the whole complejo) and its author's name, as the list shows it. */
export type ReportListing = Report & { apartment: string | null; author: string | null };

export const createReportsRepository = (db: Database) => {
  const table = createTenantTable(db, reports, { company: 'companyId', building: 'buildingId' });

  /** Rows still on the lists (a removed one is kept, hidden), newest first. */
  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<ReportListing[]> => {
    const rows = await q
      .select({ report: reports, number: apartments.number, tower: towers.name, author: users.name })
      .from(reports)
      .leftJoin(apartments, eq(apartments.id, reports.apartmentId))
      .leftJoin(towers, eq(towers.id, apartments.towerId))
      .leftJoin(users, eq(users.id, reports.createdBy))
      .where(table.where(scope, condition, isNull(reports.removedAt)))
      .orderBy(desc(reports.date), desc(reports.id));
    return rows.map((row) => ({
      ...row.report,
      apartment: row.number === null ? null : unitLabel({ number: row.number, tower: row.tower }),
      author: row.author,
    }));
  };

  return {
    table,
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(reports.buildingId, buildingId)),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(reports.id, id), q))[0] ?? null,
    lock: (tx: Queryable, id: number) =>
      tx.select({ id: reports.id }).from(reports).where(eq(reports.id, id)).for('no key update'),
  };
};

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
