import { and, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { contracts, type License, licenses, licenseTypes, personnel } from '../../db/schema';

/** A license with whose it is and of which type. */
export type LicenseListing = License & { name: string; lastName: string; licenseType: string; annual: boolean };

/** The statuses that hold the person's days: a new license may not overlap them. */
const HOLDING = ['pendiente', 'aprobada'] as const;

export const createLicensesRepository = (db: Database) => {
  const table = createTenantTable(db, licenses, { company: 'companyId', building: 'buildingId' });

  /** The latest start first. */
  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<LicenseListing[]> => {
    const rows = await q
      .select({
        license: licenses,
        name: personnel.name,
        lastName: personnel.lastName,
        licenseType: licenseTypes.name,
        annual: licenseTypes.annual,
      })
      .from(licenses)
      .innerJoin(personnel, eq(personnel.id, licenses.personnelId))
      .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
      .where(table.where(scope, condition))
      .orderBy(desc(licenses.startDate), desc(licenses.id));
    return rows.map(({ license, ...rest }) => ({ ...license, ...rest }));
  };

  return {
    table,
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(licenses.buildingId, buildingId)),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(licenses.id, id), q))[0] ?? null,
    /** Whether the person holds (pending or approved) a license sharing a day with start–end. */
    overlaps: async (personnelId: number, startDate: string, endDate: string, q: Queryable = db) =>
      (
        await q
          .select({ id: licenses.id })
          .from(licenses)
          .where(
            and(
              eq(licenses.personnelId, personnelId),
              inArray(licenses.status, [...HOLDING]),
              lte(licenses.startDate, endDate),
              gte(licenses.endDate, startDate),
            ),
          )
      ).length > 0,
    /** The person's approved annual leaves but `exceptId`: what their balance has already paid. */
    approvedAnnualOf: (personnelId: number, exceptId: number, q: Queryable = db) =>
      q
        .select({ startDate: licenses.startDate, endDate: licenses.endDate })
        .from(licenses)
        .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
        .where(
          and(
            eq(licenses.personnelId, personnelId),
            eq(licenses.status, 'aprobada'),
            eq(licenseTypes.annual, true),
            ne(licenses.id, exceptId),
          ),
        ),
    /** The start of the person's first contract: the hire date their seniority counts from (null: none). */
    hireDateOf: async (personnelId: number, q: Queryable = db): Promise<string | null> =>
      (
        await q
          .select({ startDate: sql<string | null>`min(${contracts.startDate})` })
          .from(contracts)
          .where(eq(contracts.personnelId, personnelId))
      )[0]?.startDate ?? null,
    lock: (tx: Queryable, id: number) => tx.execute(sql`select id from licenses where id = ${id} for update`),
  };
};
