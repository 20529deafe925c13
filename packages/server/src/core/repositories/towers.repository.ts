import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { towers } from '../../db/schema';
import type { Scope } from '../tenant/scope';
import { createTenantTable } from '../tenant/tenant-table';

export type TowerValues = Pick<typeof towers.$inferInsert, 'name' | 'floors'>;

export const createTowersRepository = (db: Database) => {
  const table = createTenantTable(db, towers, { company: 'companyId', building: 'buildingId' });
  return {
    listOfBuilding: (scope: Scope, buildingId: number) =>
      table.list(scope, eq(towers.buildingId, buildingId), [asc(towers.name), asc(towers.id)]),
    find: (scope: Scope, id: number) => table.find(scope, id),
    /** The tower's company is always its complejo's, never one the client names. */
    create: (scope: Scope, building: { id: number; companyId: number }, values: TowerValues) =>
      table.insert(scope, { ...values, buildingId: building.id, companyId: building.companyId }),
    update: (scope: Scope, id: number, values: Partial<TowerValues>) => table.update(scope, id, values),
    remove: (scope: Scope, id: number) => table.remove(scope, id),
  };
};

export type TowersRepository = ReturnType<typeof createTowersRepository>;
