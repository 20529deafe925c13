import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { licenses, licenseTypes } from '../../db/schema';

export type LicenseTypeValues = Required<
  Pick<typeof licenseTypes.$inferInsert, 'companyId' | 'buildingId' | 'name' | 'maxDays' | 'paid'>
>;

/** The kinds of leave each complejo grants (anual, enfermedad, estudio…). */
export const createLicenseTypesRepository = (db: Database) => {
  const table = createTenantTable(db, licenseTypes, { company: 'companyId', building: 'buildingId' });
  const select = (scope: Scope, condition: SQL, q: Queryable = db) =>
    q
      .select()
      .from(licenseTypes)
      .where(table.where(scope, condition))
      .orderBy(asc(licenseTypes.name), asc(licenseTypes.id));
  return {
    table,
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(licenseTypes.buildingId, buildingId)),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(licenseTypes.id, id), q))[0] ?? null,
    /** Whether the complejo (already checked in the caller's scope) has a type so called. */
    nameTaken: async (buildingId: number, name: string, q: Queryable = db) =>
      (
        await q
          .select({ n: count() })
          .from(licenseTypes)
          .where(and(eq(licenseTypes.buildingId, buildingId), eq(licenseTypes.name, name)))
      )[0]!.n > 0,
    /** How many licenses are of this type: a type in use is never deleted (they would lose their kind). */
    licensesOf: async (licenseTypeId: number, q: Queryable = db) =>
      (await q.select({ n: count() }).from(licenses).where(eq(licenses.licenseTypeId, licenseTypeId)))[0]!.n,
  };
};
