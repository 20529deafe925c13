import { unitLabel } from '@horizontal/domain';
import { and, asc, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import { type Scope, scoped } from '../../core/tenant/scope';
import type { Database, Queryable } from '../../db/client';
import { apartments, residentApartments, residents, towers } from '../../db/schema';

/** The units the front desk names, with who lives in each: read inside the caller's scope. */
export const createUnitsRepository = (db: Database) => {
  const unitsWhere = (scope: Scope, ...conditions: SQL[]) =>
    scoped(scope, { companyId: apartments.companyId, buildingId: apartments.buildingId }, ...conditions);

  /** The active residents of some units, by name, each with the unit and the e-mail address they gave. */
  const residentsOf = async (apartmentIds: number[]) =>
    apartmentIds.length === 0
      ? []
      : db
          .select({
            apartmentId: residentApartments.apartmentId,
            name: residents.name,
            lastName: residents.lastName,
            email: residents.email,
          })
          .from(residentApartments)
          .innerJoin(residents, eq(residents.id, residentApartments.residentId))
          .where(and(inArray(residentApartments.apartmentId, apartmentIds), eq(residents.status, 'activo')))
          .orderBy(asc(residents.name), asc(residents.lastName));

  return {
    /** A unit the caller reaches, with its label («Torre A · 101»); null when there is none. */
    unit: async (scope: Scope, id: number, q: Queryable = db) => {
      const [row] = await q
        .select({ id: apartments.id, buildingId: apartments.buildingId, number: apartments.number, tower: towers.name })
        .from(apartments)
        .leftJoin(towers, eq(towers.id, apartments.towerId))
        .where(unitsWhere(scope, eq(apartments.id, id)));
      return row ? { ...row, label: unitLabel(row) } : null;
    },

    /** A complejo's units in the order of its towers and floors, each with its active residents' names. */
    withResidents: async (scope: Scope, buildingId: number) => {
      const units = await db
        .select({ id: apartments.id, number: apartments.number, tower: towers.name })
        .from(apartments)
        .leftJoin(towers, eq(towers.id, apartments.towerId))
        .where(unitsWhere(scope, eq(apartments.buildingId, buildingId)))
        .orderBy(asc(towers.name), asc(apartments.floor), asc(apartments.number));
      const people = await residentsOf(units.map((unit) => unit.id));
      return units.map((unit) => ({
        id: unit.id,
        name: unitLabel(unit),
        number: unit.number,
        tower: unit.tower,
        residents: people
          .filter((person) => person.apartmentId === unit.id)
          .map((person) => `${person.name} ${person.lastName}`.trim()),
      }));
    },

    /** Who of a unit's residents can be written to: active, with an e-mail address. */
    mailboxesOf: async (apartmentId: number, q: Queryable) =>
      (
        await q
          .select({ name: residents.name, lastName: residents.lastName, email: residents.email })
          .from(residentApartments)
          .innerJoin(residents, eq(residents.id, residentApartments.residentId))
          .where(
            and(
              eq(residentApartments.apartmentId, apartmentId),
              eq(residents.status, 'activo'),
              isNotNull(residents.email),
              ne(residents.email, ''),
            ),
          )
          .orderBy(asc(residents.id))
      ).map((row) => ({ name: `${row.name} ${row.lastName}`.trim(), email: row.email! })),
  };
};
