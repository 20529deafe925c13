import type { CallBody, contract } from '@horizontal/domain';
import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import { recordChange } from '../../core/tenant/audit';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import {
  apartments,
  commonExpenseDetails,
  pantries,
  parkings,
  residentApartments,
  towers,
  unitTypes,
} from '../../db/schema';

/** A unit as the contract sends it; exact numerics still as numbers, stored as text below. */
export type ApartmentValues = Omit<CallBody<typeof contract.apartments.create>, 'buildingId'>;

/** A unit with its tower's name, as lists and forms show it. */
export type ApartmentListing = typeof apartments.$inferSelect & { tower: string | null };

/** Exact numerics go to the database as text, never through a float. */
const stored = (values: ApartmentValues) => ({
  ...values,
  area: values.area.toFixed(2),
  coefficient: values.coefficient.toFixed(4),
});

export const createApartmentsRepository = (db: Database) => {
  const table = createTenantTable(db, apartments, { company: 'companyId', building: 'buildingId' });

  const select = (scope: Scope, condition?: SQL) =>
    db
      .select({ apartment: apartments, tower: towers.name })
      .from(apartments)
      .leftJoin(towers, eq(towers.id, apartments.towerId))
      .where(table.where(scope, condition))
      .orderBy(asc(towers.name), asc(apartments.floor), asc(apartments.number), asc(apartments.id))
      .then((rows): ApartmentListing[] => rows.map((row) => ({ ...row.apartment, tower: row.tower })));

  /** Despensas and estacionamientos of a unit that goes lose their unit, each change in the trail. */
  const unassignSpaces = async (tx: Queryable, scope: Scope, apartmentId: number) => {
    for (const space of [pantries, parkings]) {
      const freed = await tx
        .update(space)
        .set({ apartmentId: null })
        .where(eq(space.apartmentId, apartmentId))
        .returning({ id: space.id, companyId: space.companyId, buildingId: space.buildingId });
      for (const row of freed) {
        await recordChange(tx, scope, {
          action: 'update',
          entity: space === pantries ? 'pantries' : 'parkings',
          entityId: row.id,
          companyId: row.companyId,
          buildingId: row.buildingId,
          changes: { apartmentId: null },
        });
      }
    }
  };

  return {
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(apartments.buildingId, buildingId)),
    find: async (scope: Scope, id: number) => (await select(scope, eq(apartments.id, id)))[0] ?? null,
    /** Whether another unit of the complejo already has this number in this tower (or with no tower). */
    numberTaken: async (buildingId: number, towerId: number | null, number: string, id?: number) => {
      const rows = await db
        .select({ id: apartments.id, towerId: apartments.towerId })
        .from(apartments)
        .where(and(eq(apartments.buildingId, buildingId), eq(apartments.number, number)));
      return rows.some((row) => row.towerId === towerId && row.id !== id);
    },
    unitTypeExists: async (id: number) =>
      (await db.select({ id: unitTypes.id }).from(unitTypes).where(eq(unitTypes.id, id))).length > 0,
    /** The unit's company is always its complejo's, never one the client names. */
    create: (scope: Scope, building: { id: number; companyId: number }, values: ApartmentValues) =>
      table.insert(scope, { ...stored(values), buildingId: building.id, companyId: building.companyId }),
    update: (scope: Scope, id: number, values: ApartmentValues) => table.update(scope, id, stored(values)),
    /** What keeps a unit from going: its residents and the common expenses it still owes. */
    dependents: async (id: number) => {
      const [[residents], [debts]] = await Promise.all([
        db.select({ n: count() }).from(residentApartments).where(eq(residentApartments.apartmentId, id)),
        db
          .select({ n: count() })
          .from(commonExpenseDetails)
          .where(and(eq(commonExpenseDetails.apartmentId, id), gt(commonExpenseDetails.totalDebtCents, 0))),
      ]);
      return { residents: residents!.n, debts: debts!.n };
    },
    remove: (scope: Scope, id: number) =>
      db.transaction(async (tx) => {
        if (!(await table.find(scope, id, tx))) return null;
        await unassignSpaces(tx, scope, id);
        return table.remove(scope, id, tx);
      }),
  };
};

export type ApartmentsRepository = ReturnType<typeof createApartmentsRepository>;
