import { unitLabel } from '@horizontal/domain';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { apartments, type Shipment, shipments, shipmentTypes, towers } from '../../db/schema';

/** What a new parcel writes. */
export type ShipmentValues = Required<
  Pick<
    typeof shipments.$inferInsert,
    'companyId' | 'buildingId' | 'apartmentId' | 'shipmentTypeId' | 'recipientName' | 'carrier' | 'description'
  >
>;

/** A parcel with its unit's label and its type's name, as the list shows it. */
export type ShipmentListing = Shipment & { apartment: string; shipmentType: string | null };

export const createShipmentsRepository = (db: Database) => {
  const table = createTenantTable(db, shipments, { company: 'companyId', building: 'buildingId' });

  /** Rows still on the lists (a removed one is kept, hidden). */
  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<ShipmentListing[]> => {
    const rows = await q
      .select({ shipment: shipments, number: apartments.number, tower: towers.name, shipmentType: shipmentTypes.name })
      .from(shipments)
      .innerJoin(apartments, eq(apartments.id, shipments.apartmentId))
      .leftJoin(towers, eq(towers.id, apartments.towerId))
      .leftJoin(shipmentTypes, eq(shipmentTypes.id, shipments.shipmentTypeId))
      .where(table.where(scope, condition, isNull(shipments.removedAt)))
      // The desk's order: parcels still waiting first, the one waiting longest on top; then the rest, newest first.
      .orderBy(
        sql`${shipments.status} <> 'recibida'`,
        sql`CASE WHEN ${shipments.status} = 'recibida' THEN ${shipments.receivedAt} END ASC`,
        desc(shipments.receivedAt),
        desc(shipments.id),
      );
    return rows.map((row) => ({ ...row.shipment, apartment: unitLabel(row), shipmentType: row.shipmentType }));
  };

  return {
    table,
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(shipments.buildingId, buildingId)),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(shipments.id, id), q))[0] ?? null,
    /** Locks the parcel's row for the rest of the transaction: two desks handing it over at once write once. */
    lock: (tx: Queryable, id: number) =>
      tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, id)).for('no key update'),
    /** Parcels of a complejo still at the desk (its scope checked by the caller). */
    waiting: async (buildingId: number) =>
      (
        await db
          .select({ n: count() })
          .from(shipments)
          .where(
            and(eq(shipments.buildingId, buildingId), eq(shipments.status, 'recibida'), isNull(shipments.removedAt)),
          )
      )[0]!.n,
    types: () =>
      db.select({ id: shipmentTypes.id, name: shipmentTypes.name }).from(shipmentTypes).orderBy(asc(shipmentTypes.id)),
    type: async (id: number) =>
      (
        await db
          .select()
          .from(shipmentTypes)
          .where(and(eq(shipmentTypes.id, id)))
      )[0] ?? null,
  };
};

export type ShipmentsRepository = ReturnType<typeof createShipmentsRepository>;
