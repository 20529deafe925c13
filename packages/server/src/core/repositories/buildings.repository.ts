import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { buildings } from '../../db/schema';
import type { Scope } from '../tenant/scope';
import { createTenantTable } from '../tenant/tenant-table';

export type BuildingValues = Omit<typeof buildings.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const createBuildingsRepository = (db: Database) => {
  const table = createTenantTable(db, buildings, { company: 'companyId', building: 'id' });
  return {
    /** The complejos of one administradora that the scope reaches. */
    listOfCompany: (scope: Scope, companyId: number) =>
      table.list(scope, eq(buildings.companyId, companyId), [asc(buildings.name), asc(buildings.id)]),
    find: (scope: Scope, id: number) => table.find(scope, id),
    create: (scope: Scope, values: BuildingValues) => table.insert(scope, values),
    update: (scope: Scope, id: number, values: Partial<BuildingValues>) => table.update(scope, id, values),
    remove: (scope: Scope, id: number) => table.remove(scope, id),
  };
};

export type BuildingsRepository = ReturnType<typeof createBuildingsRepository>;
