import { unitLabel } from '@horizontal/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { apartments, assemblies, assemblyAttendance, resolutions, towers, votings } from '../../db/schema';

/** Assemblies, what they resolved and who came: every read within the caller's scope. */
export const createAssembliesRepository = (db: Database) => {
  const table = createTenantTable(db, assemblies, { company: 'companyId', building: 'buildingId' });
  const resolutionsTable = createTenantTable(db, resolutions, { company: 'companyId', building: 'buildingId' });

  return {
    table,
    resolutions: resolutionsTable,
    listOfBuilding: (scope: Scope, buildingId: number) =>
      table.list(scope, eq(assemblies.buildingId, buildingId), [desc(assemblies.date), desc(assemblies.id)]),
    find: table.find,
    /** Locks the assembly's row for the rest of the transaction: its status and attendance change one writer at a time. */
    lock: (tx: Queryable, id: number) =>
      tx.select({ id: assemblies.id }).from(assemblies).where(eq(assemblies.id, id)).for('no key update'),
    resolutionsOf: (scope: Scope, assemblyId: number) =>
      resolutionsTable.list(scope, eq(resolutions.assemblyId, assemblyId)),
    hasVotings: async (assemblyId: number, q: Queryable = db) =>
      (await q.select({ id: votings.id }).from(votings).where(eq(votings.assemblyId, assemblyId)).limit(1)).length > 0,
    /** How each unit came, as recorded (a unit without a row was absent). */
    attendanceOf: (assemblyId: number, q: Queryable = db) =>
      q.select().from(assemblyAttendance).where(eq(assemblyAttendance.assemblyId, assemblyId)),
    attendanceTable: assemblyAttendance,
  };
};

/** The complejo's units with their label and coefficient: what attendance and votes are measured against. */
export const unitsOfBuilding = async (q: Queryable, buildingId: number) => {
  const rows = await q
    .select({
      apartmentId: apartments.id,
      number: apartments.number,
      tower: towers.name,
      coefficient: apartments.coefficient,
    })
    .from(apartments)
    .leftJoin(towers, eq(towers.id, apartments.towerId))
    .where(eq(apartments.buildingId, buildingId))
    .orderBy(asc(apartments.id));
  return rows.map((row) => ({
    apartmentId: row.apartmentId,
    apartment: unitLabel(row),
    coefficient: Number(row.coefficient),
  }));
};

export type BuildingUnit = Awaited<ReturnType<typeof unitsOfBuilding>>[number];
export type AssembliesRepository = ReturnType<typeof createAssembliesRepository>;
