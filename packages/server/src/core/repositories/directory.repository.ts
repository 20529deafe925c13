import { roleNames, unitLabel } from '@horizontal/domain';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  apartments,
  buildings,
  cities,
  commonAreas,
  companies,
  countries,
  frequencies,
  identityTypes,
  personnelTypes,
  plans,
  roles,
  states,
  towers,
  unitTypes,
} from '../../db/schema';
import { canReach, type Scope, scoped } from '../tenant/scope';

/**
 * What the public forms may read without a session (the /general GETs): ids and names only, never contact data or
 * internal fields. Those public lists are the one reader that bypasses the tenant scope, on purpose and by column
 * list; the units of a complejo are not public and go through the scope.
 */
export const createDirectoryRepository = (db: Database) => ({
  reference: async () => {
    const [countryRows, stateRows, cityRows, planRows, unitTypeRows, identityTypeRows] = await Promise.all([
      db
        .select({ id: countries.id, name: countries.name, code: countries.code })
        .from(countries)
        .orderBy(asc(countries.id)),
      db
        .select({ id: states.id, name: states.name, countryId: states.countryId })
        .from(states)
        .orderBy(asc(states.name)),
      db.select({ id: cities.id, name: cities.name, stateId: cities.stateId }).from(cities).orderBy(asc(cities.name)),
      db.select({ id: plans.id, name: plans.name }).from(plans).orderBy(asc(plans.id)),
      db.select({ id: unitTypes.id, name: unitTypes.name }).from(unitTypes).orderBy(asc(unitTypes.id)),
      db.select({ id: identityTypes.id, name: identityTypes.name }).from(identityTypes).orderBy(asc(identityTypes.id)),
    ]);
    return {
      countries: countryRows,
      states: stateRows,
      cities: cityRows,
      plans: planRows,
      unitType: unitTypeRows,
      identityType: identityTypeRows,
    };
  },

  /** One company by id, or every company when id is 0. */
  companies: (id?: number) =>
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(id ? eq(companies.id, id) : undefined)
      .orderBy(asc(companies.name)),

  buildingsOf: (companyId: number) =>
    db
      .select({ id: buildings.id, name: buildings.name, companyId: buildings.companyId })
      .from(buildings)
      .where(eq(buildings.companyId, companyId))
      .orderBy(asc(buildings.name)),

  /**
   * The profiles a company can give: the global administrator, and the company's own only to whom reaches the
   * company (their names are its business).
   */
  rolesOf: (scope: Scope, companyId: number) =>
    db
      .select({ id: roles.id, name: roles.name, description: roles.description })
      .from(roles)
      .where(
        or(
          canReach(scope, companyId) ? eq(roles.companyId, companyId) : undefined,
          and(isNull(roles.companyId), eq(roles.name, roleNames.administrator)),
        ),
      )
      .orderBy(asc(roles.description)),

  /** Units are not public (POST /general/apartments carries x-token): confined by the caller's scope. */
  apartmentsOf: async (scope: Scope, buildingId: number) => {
    const rows = await db
      .select({ id: apartments.id, number: apartments.number, tower: towers.name })
      .from(apartments)
      .leftJoin(towers, eq(towers.id, apartments.towerId))
      .where(
        scoped(
          scope,
          { companyId: apartments.companyId, buildingId: apartments.buildingId },
          eq(apartments.buildingId, buildingId),
        ),
      )
      .orderBy(asc(towers.name), asc(apartments.floor), asc(apartments.number));
    return rows.map((row) => ({ ...row, name: unitLabel(row) }));
  },

  commonAreasOf: (buildingId: number) =>
    db
      .select({ id: commonAreas.id, name: commonAreas.name })
      .from(commonAreas)
      .where(eq(commonAreas.buildingId, buildingId))
      .orderBy(asc(commonAreas.name)),

  frequencies: () =>
    db
      .select({ id: frequencies.id, name: frequencies.name, days: frequencies.days })
      .from(frequencies)
      .orderBy(asc(frequencies.days)),

  /** A city's name, to fill a complejo's city from its cityId; null when no such city exists. */
  cityName: async (cityId: number): Promise<string | null> => {
    const [row] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId));
    return row?.name ?? null;
  },

  planExists: async (planId: number): Promise<boolean> =>
    (await db.select({ id: plans.id }).from(plans).where(eq(plans.id, planId))).length > 0,

  /** For the server's own e-mails only: a company's contact address is never part of a public answer. */
  contactEmailOf: async (companyId: number): Promise<string | null> => {
    const [row] = await db.select({ email: companies.email }).from(companies).where(eq(companies.id, companyId));
    return row?.email ?? null;
  },

  personnelTypes: () =>
    db
      .select({ id: personnelTypes.id, name: personnelTypes.name })
      .from(personnelTypes)
      .orderBy(asc(personnelTypes.id)),
});

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
