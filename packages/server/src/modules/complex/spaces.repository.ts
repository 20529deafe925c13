import { unitLabel } from '@horizontal/domain';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database } from '../../db/client';
import { apartments, type Pantry, type Parking, pantries, parkings, towers } from '../../db/schema';

/** A despensa's columns; an estacionamiento adds whether it is covered. */
export type SpaceValues = Required<Pick<typeof pantries.$inferInsert, 'number' | 'description' | 'apartmentId'>> &
  Pick<typeof parkings.$inferInsert, 'covered'>;

/** A despensa or estacionamiento with the label of its unit ("Torre A · 101"), as lists show it. */
export type SpaceListing<Row> = Row & { apartment: string | null };

/**
 * Despensas and estacionamientos: the same rules (a number free in the complejo, optionally a unit of it), one
 * repository per table.
 */
const createSpacesRepository = <Row extends Pantry | Parking>(
  db: Database,
  space: typeof pantries | typeof parkings,
) => {
  const table = createTenantTable(db, space as typeof pantries, { company: 'companyId', building: 'buildingId' });

  const select = async (scope: Scope, condition?: SQL): Promise<SpaceListing<Row>[]> => {
    const rows = await db
      .select({ space, number: apartments.number, tower: towers.name })
      .from(space as typeof pantries)
      .leftJoin(apartments, eq(apartments.id, space.apartmentId))
      .leftJoin(towers, eq(towers.id, apartments.towerId))
      .where(table.where(scope, condition))
      .orderBy(asc(space.number), asc(space.id));
    return rows.map((row) => ({
      ...(row.space as Row),
      apartment: row.number === null ? null : unitLabel({ tower: row.tower, number: row.number }),
    }));
  };

  return {
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(space.buildingId, buildingId)),
    find: async (scope: Scope, id: number) => (await select(scope, eq(space.id, id)))[0] ?? null,
    numberTaken: async (buildingId: number, number: string, id?: number) =>
      (
        await db
          .select({ id: space.id })
          .from(space as typeof pantries)
          .where(
            and(
              eq(space.buildingId, buildingId),
              eq(space.number, number),
              id === undefined ? undefined : ne(space.id, id),
            ),
          )
      ).length > 0,
    /** The space's company is always its complejo's, never one the client names. */
    create: (scope: Scope, building: { id: number; companyId: number }, values: SpaceValues) =>
      table.insert(scope, { ...values, buildingId: building.id, companyId: building.companyId }),
    update: (scope: Scope, id: number, values: SpaceValues) => table.update(scope, id, values),
    remove: (scope: Scope, id: number) => table.remove(scope, id),
  };
};

export const createPantriesRepository = (db: Database) => createSpacesRepository<Pantry>(db, pantries);
export const createParkingsRepository = (db: Database) => createSpacesRepository<Parking>(db, parkings);

export type SpacesRepository = ReturnType<typeof createPantriesRepository>;
