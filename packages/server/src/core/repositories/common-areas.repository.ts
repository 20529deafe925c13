import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { type CommonArea, commonAreas, reserves, type Turn, turns } from '../../db/schema';
import type { Scope } from '../tenant/scope';
import { createTenantTable } from '../tenant/tenant-table';

type CommonAreaInsert = typeof commonAreas.$inferInsert;
export type CommonAreaValues = Required<
  Pick<CommonAreaInsert, 'name' | 'description' | 'capacity' | 'priceCents' | 'requiresApproval' | 'bookingWindowDays'>
> &
  Pick<CommonAreaInsert, 'status' | 'monthlyLimit'>;

/** A turn as sent: with the id of one that stays, without for a new one. */
export type TurnValues = Required<Pick<typeof turns.$inferInsert, 'name' | 'startTime' | 'endTime'>> & { id?: number };

/** An area with its turns, earliest first. */
export type CommonAreaListing = CommonArea & { turns: Turn[] };

export const createCommonAreasRepository = (db: Database) => {
  const table = createTenantTable(db, commonAreas, { company: 'companyId', building: 'buildingId' });
  const turnTable = createTenantTable(db, turns, { company: 'companyId', building: 'buildingId' });

  const withTurns = async (scope: Scope, rows: CommonArea[], q: Queryable): Promise<CommonAreaListing[]> => {
    if (rows.length === 0) return [];
    const slots = await turnTable.list(
      scope,
      inArray(
        turns.commonAreaId,
        rows.map((row) => row.id),
      ),
      [asc(turns.startTime), asc(turns.id)],
      q,
    );
    return rows.map((row) => ({ ...row, turns: slots.filter((slot) => slot.commonAreaId === row.id) }));
  };

  const list = async (scope: Scope, condition: SQL, q: Queryable = db) =>
    withTurns(scope, await table.list(scope, condition, [asc(commonAreas.name), asc(commonAreas.id)], q), q);

  return {
    listOfBuilding: (scope: Scope, buildingId: number) => list(scope, eq(commonAreas.buildingId, buildingId)),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await list(scope, eq(commonAreas.id, id), q))[0] ?? null,

    /**
     * Locks the area's row for the rest of the transaction: its bookings and maintenances are written one at a time,
     * so that what one of them checked (a unit's monthly limit, a maintenance over a booking) still holds at commit.
     */
    lock: (tx: Queryable, id: number) =>
      tx.select({ id: commonAreas.id }).from(commonAreas).where(eq(commonAreas.id, id)).for('no key update'),

    /** Reserves of an area (or of some of its turns): pending ones, and all of them. */
    reservesOf: async (areaId: number, turnIds?: number[]) => {
      const rows = await db
        .select({ status: reserves.status, n: count() })
        .from(reserves)
        .where(
          and(eq(reserves.commonAreaId, areaId), turnIds === undefined ? undefined : inArray(reserves.turnId, turnIds)),
        )
        .groupBy(reserves.status);
      return {
        pending: rows.find((row) => row.status === 'pendiente')?.n ?? 0,
        total: rows.reduce((sum, row) => sum + row.n, 0),
      };
    },

    /** The area and its turns in one transaction; the company is always the complejo's. */
    create: (
      scope: Scope,
      building: { id: number; companyId: number },
      values: CommonAreaValues,
      slots: TurnValues[],
    ) =>
      db.transaction(async (tx) => {
        const tenant = { buildingId: building.id, companyId: building.companyId };
        const area = await table.insert(scope, { ...values, ...tenant }, tx);
        for (const { id: _none, ...slot } of slots) {
          await turnTable.insert(scope, { ...slot, ...tenant, commonAreaId: area.id }, tx);
        }
        return area;
      }),

    /** The turns sent replace the area's: those with an id are kept (and their reserves), the rest are new. */
    update: (scope: Scope, current: CommonAreaListing, values: CommonAreaValues, slots: TurnValues[]) =>
      db.transaction(async (tx) => {
        const area = await table.update(scope, current.id, values, tx);
        if (!area) return null;
        const kept = new Set(slots.flatMap((slot) => (slot.id === undefined ? [] : [slot.id])));
        for (const slot of current.turns) {
          if (!kept.has(slot.id)) await turnTable.remove(scope, slot.id, tx);
        }
        const tenant = { buildingId: area.buildingId, companyId: area.companyId };
        for (const { id, ...slot } of slots) {
          if (id === undefined) await turnTable.insert(scope, { ...slot, ...tenant, commonAreaId: area.id }, tx);
          else await turnTable.update(scope, id, slot, tx);
        }
        return area;
      }),

    remove: (scope: Scope, id: number) => table.remove(scope, id),
  };
};

export type CommonAreasRepository = ReturnType<typeof createCommonAreasRepository>;
