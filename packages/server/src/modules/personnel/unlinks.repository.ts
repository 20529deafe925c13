import { desc, eq, type SQL } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { personnel, type Unlink, unlinks } from '../../db/schema';

/** A desvinculación with whose it is. */
export type UnlinkListing = Unlink & { name: string; lastName: string };

export const createUnlinksRepository = (db: Database) => {
  const table = createTenantTable(db, unlinks, { company: 'companyId', building: 'buildingId' });
  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<UnlinkListing[]> => {
    const rows = await q
      .select({ unlink: unlinks, name: personnel.name, lastName: personnel.lastName })
      .from(unlinks)
      .innerJoin(personnel, eq(personnel.id, unlinks.personnelId))
      .where(table.where(scope, condition))
      .orderBy(desc(unlinks.date), desc(unlinks.id));
    return rows.map((row) => ({ ...row.unlink, name: row.name, lastName: row.lastName }));
  };
  return {
    table,
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(unlinks.buildingId, buildingId)),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(unlinks.id, id), q))[0] ?? null,
  };
};
