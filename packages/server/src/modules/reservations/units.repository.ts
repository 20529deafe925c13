import { and, eq } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { apartments, residentApartments, residents } from '../../db/schema';

/** The units and residents a booking names, read inside the caller's scope. */
export const createUnitsRepository = (db: Database) => {
  const units = createTenantTable(db, apartments, { company: 'companyId', building: 'buildingId' });
  const people = createTenantTable(db, residents, { company: 'companyId', building: 'buildingId' });
  return {
    unit: (scope: Scope, id: number, q: Queryable = db) => units.find(scope, id, q),
    resident: (scope: Scope, id: number, q: Queryable = db) => people.find(scope, id, q),
    /** Whether the resident is associated with the unit (owner, tenant or family). */
    livesIn: async (residentId: number, apartmentId: number, q: Queryable = db) =>
      (
        await q
          .select({ residentId: residentApartments.residentId })
          .from(residentApartments)
          .where(and(eq(residentApartments.residentId, residentId), eq(residentApartments.apartmentId, apartmentId)))
      ).length > 0,
  };
};
