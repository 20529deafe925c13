import type { ResidentRelation } from '@horizontal/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { recordChange } from '../../core/tenant/audit';
import { type Scope, scoped } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { apartments, identityTypes, type Resident, residentApartments, residents, towers } from '../../db/schema';

export type ResidentValues = Required<
  Pick<typeof residents.$inferInsert, 'name' | 'lastName' | 'identity' | 'email' | 'phone' | 'birthDate'>
>;

export type ResidentStatus = 'activo' | 'inactivo';

export type ResidentUnit = { id: number; number: string; tower: string | null; relation: string };

/** A resident with the units they are associated with. */
export type ResidentListing = Resident & { apartments: ResidentUnit[] };

/** A resident as the contract shows it (email and phone '' when not given), straight from PostgreSQL's JSON. */
export type ResidentListingJson = Pick<Resident, 'id' | 'buildingId' | 'name' | 'lastName' | 'identity'> & {
  email: string;
  phone: string;
  birthDate: string | null;
  status: ResidentStatus;
  apartments: (Omit<ResidentUnit, 'relation'> & { relation: ResidentRelation })[];
};

/** One resident–unit link as listOfBuilding reads it: resident id, unit id, number, tower id, relation. */
type UnitTuple = [number, number, string, number | null, ResidentRelation];

const collator = new Intl.Collator('es-UY', { numeric: true });

/** A resident's units by tower and then number, as a person reads them (Torre 2 before Torre 10); no tower last. */
const byTowerAndNumber = (a: { tower: string | null; number: string }, b: { tower: string | null; number: string }) =>
  a.tower === b.tower
    ? collator.compare(a.number, b.number)
    : a.tower === null
      ? 1
      : b.tower === null
        ? -1
        : collator.compare(a.tower, b.tower);

export const createResidentsRepository = (db: Database) => {
  const table = createTenantTable(db, residents, { company: 'companyId', building: 'buildingId' });
  const linkColumns = { companyId: residentApartments.companyId, buildingId: residentApartments.buildingId };
  const towerColumns = { companyId: towers.companyId, buildingId: towers.buildingId };

  /** The units of these residents, in one query whatever their number. */
  const unitsOf = async (scope: Scope, condition: SQL) =>
    db
      .select({
        residentId: residentApartments.residentId,
        id: apartments.id,
        number: apartments.number,
        tower: towers.name,
        relation: residentApartments.relation,
      })
      .from(residentApartments)
      .innerJoin(apartments, eq(apartments.id, residentApartments.apartmentId))
      .leftJoin(towers, eq(towers.id, apartments.towerId))
      .where(scoped(scope, linkColumns, condition));

  const withUnits = (rows: Resident[], units: Awaited<ReturnType<typeof unitsOf>>): ResidentListing[] => {
    const byResident = new Map<number, ResidentUnit[]>();
    for (const { residentId, ...unit } of units) {
      const list = byResident.get(residentId) ?? [];
      list.push(unit);
      byResident.set(residentId, list);
    }
    return rows.map((row) => ({ ...row, apartments: (byResident.get(row.id) ?? []).sort(byTowerAndNumber) }));
  };

  return {
    /**
     * A complejo's residents with their units, in the contract's shape, as two JSON texts built by PostgreSQL in one
     * round trip: a complejo may have thousands of residents, and turning each row and column into a JavaScript
     * value (slow on PGlite, which runs in WebAssembly on the server's own thread) cost several times the query.
     * The residents, their links and the towers' names are independent aggregates stitched here, not a join or a
     * per-resident subquery, whose plans went bad (a scan of every unit per resident) while the tables had no
     * statistics yet; sorting each resident's few units here is cheaper than sorting them all in PGlite.
     * Residents by last name, name and id.
     */
    listOfBuilding: async (scope: Scope, buildingId: number): Promise<ResidentListingJson[]> => {
      // Both drivers (node-postgres and PGlite) answer execute with { rows }.
      const result = (await db.execute(sql`
        SELECT (
          SELECT json_agg(listed ORDER BY listed."lastName", listed.name, listed.id)
          FROM (
            SELECT ${residents.id} AS id, ${residents.buildingId} AS "buildingId", ${residents.name} AS name,
              ${residents.lastName} AS "lastName", ${residents.identity} AS identity,
              coalesce(${residents.email}, '') AS email, coalesce(${residents.phone}, '') AS phone,
              ${residents.birthDate} AS "birthDate", ${residents.status} AS status
            FROM ${residents}
            WHERE ${table.where(scope, eq(residents.buildingId, buildingId))}
          ) AS listed
        )::text AS residents, (
          SELECT json_agg(json_build_array(
            ${residentApartments.residentId}, ${apartments.id}, ${apartments.number}, ${apartments.towerId},
            ${residentApartments.relation}
          ))
          FROM ${residentApartments}
          INNER JOIN ${apartments} ON ${apartments.id} = ${residentApartments.apartmentId}
          WHERE ${scoped(scope, linkColumns, eq(residentApartments.buildingId, buildingId))}
        )::text AS units, (
          SELECT json_object_agg(${towers.id}, ${towers.name})
          FROM ${towers}
          WHERE ${scoped(scope, towerColumns, eq(towers.buildingId, buildingId))}
        )::text AS towers`)) as unknown as { rows: Record<'residents' | 'units' | 'towers', string | null>[] };
      const texts = result.rows[0];
      const rows = JSON.parse(texts?.residents ?? '[]') as Omit<ResidentListingJson, 'apartments'>[];
      const towerNames = JSON.parse(texts?.towers ?? '{}') as Record<string, string>;
      const byResident = new Map<number, ResidentListingJson['apartments']>();
      for (const [residentId, id, number, towerId, relation] of JSON.parse(texts?.units ?? '[]') as UnitTuple[]) {
        const list = byResident.get(residentId) ?? [];
        list.push({ id, number, tower: towerId === null ? null : (towerNames[towerId] ?? null), relation });
        byResident.set(residentId, list);
      }
      return rows.map((row) => ({ ...row, apartments: (byResident.get(row.id) ?? []).sort(byTowerAndNumber) }));
    },

    find: async (scope: Scope, id: number): Promise<ResidentListing | null> => {
      const row = await table.find(scope, id);
      if (!row) return null;
      return withUnits([row], await unitsOf(scope, eq(residentApartments.residentId, id)))[0]!;
    },

    /** Whether an active resident of the complejo other than `exceptId` has this CI (inactive ones may return). */
    identityTaken: async (buildingId: number, identity: string, exceptId?: number) =>
      (
        await db
          .select({ id: residents.id })
          .from(residents)
          .where(
            and(
              eq(residents.buildingId, buildingId),
              eq(residents.identity, identity),
              eq(residents.status, 'activo'),
              exceptId === undefined ? undefined : ne(residents.id, exceptId),
            ),
          )
      ).length > 0,

    /** A new resident and, when given, their first unit, in one transaction. */
    create: (
      scope: Scope,
      building: { id: number; companyId: number },
      values: ResidentValues,
      unit: { apartmentId: number; relation: string } | null,
    ) =>
      db.transaction(async (tx) => {
        const [ci] = await tx
          .select({ id: identityTypes.id })
          .from(identityTypes)
          .where(eq(identityTypes.name, 'Cédula de identidad'));
        const resident = await table.insert(
          scope,
          { ...values, identityTypeId: ci?.id ?? null, buildingId: building.id, companyId: building.companyId },
          tx,
        );
        if (unit) await link(tx, scope, resident, unit.apartmentId, unit.relation);
        return resident;
      }),

    /** false when the resident already has that unit. */
    associate: (scope: Scope, resident: Resident, apartmentId: number, relation: string) =>
      db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(residentApartments)
          .where(and(eq(residentApartments.residentId, resident.id), eq(residentApartments.apartmentId, apartmentId)));
        if (existing) return false;
        await link(tx, scope, resident, apartmentId, relation);
        return true;
      }),

    /** false when the resident did not have that unit. */
    deassociate: (scope: Scope, resident: Resident, apartmentId: number) =>
      db.transaction(async (tx) => {
        const removed = await tx
          .delete(residentApartments)
          .where(and(eq(residentApartments.residentId, resident.id), eq(residentApartments.apartmentId, apartmentId)))
          .returning();
        if (removed.length === 0) return false;
        await recordChange(tx, scope, {
          action: 'deassociate',
          entity: 'resident_apartments',
          entityId: `${resident.id}-${apartmentId}`,
          companyId: resident.companyId,
          buildingId: resident.buildingId,
          changes: removed[0],
        });
        return true;
      }),

    /**
     * A status change; deactivating also ends the resident's unit links, each recorded in the trail, so that an
     * inactive person no longer counts as living in a unit (the screen asks first, naming the units). Answers how
     * many links ended.
     */
    setStatus: (scope: Scope, resident: Resident, status: ResidentStatus) =>
      db.transaction(async (tx) => {
        await table.setStatus(scope, resident.id, { status }, tx);
        if (status === 'activo') return 0;
        const removed = await tx
          .delete(residentApartments)
          .where(eq(residentApartments.residentId, resident.id))
          .returning();
        for (const row of removed) {
          await recordChange(tx, scope, {
            action: 'deassociate',
            entity: 'resident_apartments',
            entityId: `${resident.id}-${row.apartmentId}`,
            companyId: resident.companyId,
            buildingId: resident.buildingId,
            changes: row,
          });
        }
        return removed.length;
      }),

    /** A correction of an e-mail or a phone, recorded in the trail as an update with the new values. */
    correctContact: (scope: Scope, id: number, contact: Pick<ResidentValues, 'email' | 'phone'>) =>
      table.update(scope, id, contact),
  };
};

/** One resident–unit link, always under the resident's own company and complejo. */
const link = async (tx: Queryable, scope: Scope, resident: Resident, apartmentId: number, relation: string) => {
  const tenant = { companyId: resident.companyId, buildingId: resident.buildingId };
  const [row] = await tx
    .insert(residentApartments)
    .values({ ...tenant, residentId: resident.id, apartmentId, relation })
    .returning();
  await recordChange(tx, scope, {
    action: 'associate',
    entity: 'resident_apartments',
    entityId: `${resident.id}-${apartmentId}`,
    ...tenant,
    changes: row,
  });
};

export type ResidentsRepository = ReturnType<typeof createResidentsRepository>;
