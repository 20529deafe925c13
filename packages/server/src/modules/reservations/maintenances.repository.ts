import type { MaintenanceStatus } from '@horizontal/domain';
import { and, asc, between, eq, type SQL } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { commonAreas, frequencies, type Maintenance, maintenances } from '../../db/schema';

/** What a new maintenance writes. */
export type MaintenanceValues = Required<
  Pick<
    typeof maintenances.$inferInsert,
    | 'companyId'
    | 'buildingId'
    | 'commonAreaId'
    | 'frequencyId'
    | 'title'
    | 'description'
    | 'provider'
    | 'date'
    | 'startTime'
    | 'endTime'
    | 'costCents'
  >
>;

/** A maintenance with its area's and frequency's names, as the list shows it. */
export type MaintenanceListing = Maintenance & { commonArea: string | null; frequency: string | null };

export const createMaintenancesRepository = (db: Database) => {
  const table = createTenantTable(db, maintenances, { company: 'companyId', building: 'buildingId' });

  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<MaintenanceListing[]> => {
    const rows = await q
      .select({ maintenance: maintenances, commonArea: commonAreas.name, frequency: frequencies.name })
      .from(maintenances)
      .leftJoin(commonAreas, eq(commonAreas.id, maintenances.commonAreaId))
      .leftJoin(frequencies, eq(frequencies.id, maintenances.frequencyId))
      .where(table.where(scope, condition))
      .orderBy(asc(maintenances.date), asc(maintenances.startTime), asc(maintenances.id));
    return rows.map((row) => ({ ...row.maintenance, commonArea: row.commonArea, frequency: row.frequency }));
  };

  return {
    table,
    /** The complejo's maintenances by date, the whole complejo's (no area) among them. */
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(maintenances.buildingId, buildingId)),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(maintenances.id, id), q))[0] ?? null,
    /** Locks the maintenance's row for the rest of the transaction. */
    lock: (tx: Queryable, id: number) =>
      tx.select({ id: maintenances.id }).from(maintenances).where(eq(maintenances.id, id)).for('no key update'),
    /** An area's maintenances of a range of days, every status (the calendars keep the live ones). */
    ofArea: async (areaId: number, range: { from: string; to: string }, q: Queryable = db) =>
      (
        await q
          .select({
            date: maintenances.date,
            startTime: maintenances.startTime,
            endTime: maintenances.endTime,
            status: maintenances.status,
          })
          .from(maintenances)
          .where(and(eq(maintenances.commonAreaId, areaId), between(maintenances.date, range.from, range.to)))
      ).map((row) => ({ ...row, status: row.status as MaintenanceStatus })),
    frequency: async (id: number, q: Queryable = db) =>
      (await q.select().from(frequencies).where(eq(frequencies.id, id)))[0] ?? null,
  };
};

export type MaintenancesRepository = ReturnType<typeof createMaintenancesRepository>;
