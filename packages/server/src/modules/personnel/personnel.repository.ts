import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { type Personnel, personnel, personnelTypes } from '../../db/schema';

/** What a new person or a change of their data writes. */
export type PersonnelValues = Required<
  Pick<
    typeof personnel.$inferInsert,
    | 'personnelTypeId'
    | 'name'
    | 'lastName'
    | 'identity'
    | 'phone'
    | 'email'
    | 'workdayStart'
    | 'workdayEnd'
    | 'workdays'
  >
>;

/** A person with the name of their type of work, as the list shows them. */
export type PersonnelListing = Personnel & { personnelType: string | null };

export const createPersonnelRepository = (db: Database) => {
  const table = createTenantTable(db, personnel, { company: 'companyId', building: 'buildingId' });

  /** By last name, then name, as a payroll reads. */
  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<PersonnelListing[]> => {
    const rows = await q
      .select({ person: personnel, personnelType: personnelTypes.name })
      .from(personnel)
      .leftJoin(personnelTypes, eq(personnelTypes.id, personnel.personnelTypeId))
      .where(table.where(scope, condition))
      .orderBy(asc(personnel.lastName), asc(personnel.name), asc(personnel.id));
    return rows.map((row) => ({ ...row.person, personnelType: row.personnelType }));
  };

  return {
    table,
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(personnel.buildingId, buildingId)),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(personnel.id, id), q))[0] ?? null,
    /** Whether the type of work exists (reference data: /general/personnel/type). */
    typeExists: async (personnelTypeId: number) =>
      (await db.select({ id: personnelTypes.id }).from(personnelTypes).where(eq(personnelTypes.id, personnelTypeId)))
        .length > 0,
    /** Another person of the complejo with that CI (the database's unique index is the last word). */
    identityTaken: async (buildingId: number, identity: string, exceptId: number | null, q: Queryable = db) =>
      (
        await q
          .select({ id: personnel.id })
          .from(personnel)
          .where(
            and(
              eq(personnel.buildingId, buildingId),
              eq(personnel.identity, identity),
              exceptId === null ? undefined : sql`${personnel.id} <> ${exceptId}`,
            ),
          )
      ).length > 0,
    /** Serializes the changes of one person (a status and a rename at once). */
    lock: (tx: Queryable, id: number) => tx.execute(sql`select id from personnel where id = ${id} for update`),
  };
};
