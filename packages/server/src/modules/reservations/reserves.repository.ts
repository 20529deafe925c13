import { nextPeriod, periodOf, type ReserveStatus, unitLabel } from '@horizontal/domain';
import { and, asc, between, count, desc, eq, gte, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { staffReaching } from '../../core/repositories/staff.repository';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import {
  apartments,
  commonAreaCharges,
  commonAreas,
  type Reserve,
  reserves,
  residents,
  towers,
  turns,
} from '../../db/schema';

/** What a booking writes: the rest (ids, timestamps) the database gives. */
export type ReserveValues = Required<
  Pick<
    typeof reserves.$inferInsert,
    | 'companyId'
    | 'buildingId'
    | 'commonAreaId'
    | 'turnId'
    | 'apartmentId'
    | 'residentId'
    | 'date'
    | 'priceCents'
    | 'notes'
    | 'status'
  >
>;

/** A booking with the names a list shows: its area, its turn and hours, its unit's label, its resident's name. */
export type ReserveListing = Reserve & {
  commonArea: string;
  turn: string;
  startTime: string;
  endTime: string;
  apartment: string;
  resident: string | null;
  residentEmail: string | null;
  charge: { period: string; amount: number } | null;
};

const live: ReserveStatus[] = ['pendiente', 'confirmada'];

export const createReservesRepository = (db: Database) => {
  const table = createTenantTable(db, reserves, { company: 'companyId', building: 'buildingId' });

  const select = async (
    scope: Scope,
    condition: SQL | undefined,
    orderBy: SQL[],
    q: Queryable = db,
  ): Promise<ReserveListing[]> => {
    const rows = await q
      .select({
        reserve: reserves,
        commonArea: commonAreas.name,
        turn: turns.name,
        startTime: turns.startTime,
        endTime: turns.endTime,
        number: apartments.number,
        tower: towers.name,
        name: residents.name,
        lastName: residents.lastName,
        email: residents.email,
        chargePeriod: commonAreaCharges.period,
        chargeCents: commonAreaCharges.amountCents,
      })
      .from(reserves)
      .innerJoin(commonAreas, eq(commonAreas.id, reserves.commonAreaId))
      .innerJoin(turns, eq(turns.id, reserves.turnId))
      .innerJoin(apartments, eq(apartments.id, reserves.apartmentId))
      .leftJoin(towers, eq(towers.id, apartments.towerId))
      .leftJoin(residents, eq(residents.id, reserves.residentId))
      .leftJoin(commonAreaCharges, eq(commonAreaCharges.reserveId, reserves.id))
      .where(table.where(scope, condition))
      .orderBy(...orderBy);
    return rows.map((row) => ({
      ...row.reserve,
      commonArea: row.commonArea,
      turn: row.turn,
      startTime: row.startTime.slice(0, 5),
      endTime: row.endTime.slice(0, 5),
      apartment: unitLabel({ tower: row.tower, number: row.number }),
      resident: row.name === null ? null : `${row.name} ${row.lastName ?? ''}`.trim(),
      residentEmail: row.email || null,
      charge: row.chargePeriod === null ? null : { period: row.chargePeriod, amount: Number(row.chargeCents) },
    }));
  };

  const isLive = inArray(reserves.status, live);

  return {
    table,

    /** «Vigentes»: the complejo's live bookings from today on, today's first, each day by its turns' hours. */
    current: (scope: Scope, buildingId: number, today: string) =>
      select(scope, and(eq(reserves.buildingId, buildingId), gte(reserves.date, today), isLive), [
        asc(reserves.date),
        asc(turns.startTime),
        asc(reserves.id),
      ]),

    /** «Históricas»: the days gone by, and the rejected and cancelled ones; the latest first. */
    historic: (scope: Scope, buildingId: number, today: string) =>
      select(
        scope,
        and(eq(reserves.buildingId, buildingId), or(lt(reserves.date, today), notInArray(reserves.status, live))),
        [desc(reserves.date), desc(turns.startTime), desc(reserves.id)],
      ),

    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(reserves.id, id), [asc(reserves.id)], q))[0] ?? null,

    /** Locks the booking's row for the rest of the transaction: two status changes of it go one after the other. */
    lock: (tx: Queryable, id: number) =>
      tx.select({ id: reserves.id }).from(reserves).where(eq(reserves.id, id)).for('no key update'),

    /** An area's bookings of a range of days (every status: the calendars keep the live ones). */
    ofArea: (areaId: number, range: { from: string; to: string }, q: Queryable = db) =>
      q
        .select({
          id: reserves.id,
          date: reserves.date,
          turnId: reserves.turnId,
          status: reserves.status,
          apartmentId: reserves.apartmentId,
        })
        .from(reserves)
        .where(and(eq(reserves.commonAreaId, areaId), between(reserves.date, range.from, range.to)))
        .then((rows) => rows.map((row) => ({ ...row, status: row.status as ReserveStatus }))),

    /** The live bookings a unit holds of an area in the month of `date`: what the area's monthly limit counts. */
    monthlyOfUnit: async (areaId: number, apartmentId: number, date: string, q: Queryable = db) => {
      const period = periodOf(date);
      const [row] = await q
        .select({ n: count() })
        .from(reserves)
        .where(
          and(
            eq(reserves.commonAreaId, areaId),
            eq(reserves.apartmentId, apartmentId),
            gte(reserves.date, `${period}-01`),
            lt(reserves.date, `${nextPeriod(period)}-01`),
            isLive,
          ),
        );
      return row?.n ?? 0;
    },

    /** Inicio's figures of a complejo: pending bookings from today on, and today's live ones. */
    figures: async (buildingId: number, today: string) => {
      const [row] = await db
        .select({
          awaitingApproval: sql<number>`count(*) filter (where ${reserves.status} = 'pendiente' and ${reserves.date} >= ${today})`,
          today: sql<number>`count(*) filter (where ${reserves.date} = ${today} and ${isLive})`,
        })
        .from(reserves)
        .where(and(eq(reserves.buildingId, buildingId), gte(reserves.date, today)));
      return { awaitingApproval: Number(row?.awaitingApproval ?? 0), today: Number(row?.today ?? 0) };
    },

    /**
     * Who hears of a new booking (notification type 1): the administradora's active users assigned to the complejo
     * whose profile holds the Complejo module and a screen of Reservas, but the one who booked it.
     */
    administratorsOf: (building: { id: number; companyId: number }, except: number, q: Queryable = db) =>
      staffReaching(q, building, '/complejo', { except, screens: 'reservas/%' }),
  };
};

export type ReservesRepository = ReturnType<typeof createReservesRepository>;
