import { clockTime } from '@horizontal/domain';
import { and, asc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { personnel, type TimeRecord, timeRecords } from '../../db/schema';

const timeOrNull = (time: string | null) => (time === null ? null : clockTime(time));

/** A clock-in and its clock-out with whose they are. */
export type TimeRecordListing = TimeRecord & { name: string; lastName: string };

export const createTimeRecordsRepository = (db: Database) => {
  const table = createTenantTable(db, timeRecords, { company: 'companyId', building: 'buildingId' });
  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<TimeRecordListing[]> => {
    const rows = await q
      .select({ record: timeRecords, name: personnel.name, lastName: personnel.lastName })
      .from(timeRecords)
      .innerJoin(personnel, eq(personnel.id, timeRecords.personnelId))
      .where(table.where(scope, condition))
      .orderBy(asc(timeRecords.date), asc(timeRecords.entryTime), asc(timeRecords.id));
    return rows.map((row) => ({ ...row.record, name: row.name, lastName: row.lastName }));
  };
  return {
    table,
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(timeRecords.id, id), q))[0] ?? null,
    /** The person's other records of that day (hh:mm times), which a new or changed one must not overlap. */
    othersOnDay: async (personnelId: number, date: string, exceptId: number | null, q: Queryable = db) =>
      (
        await q
          .select({ entryTime: timeRecords.entryTime, exitTime: timeRecords.exitTime })
          .from(timeRecords)
          .where(
            and(
              eq(timeRecords.personnelId, personnelId),
              eq(timeRecords.date, date),
              exceptId === null ? undefined : ne(timeRecords.id, exceptId),
            ),
          )
      ).map((record) => ({ entryTime: clockTime(record.entryTime), exitTime: timeOrNull(record.exitTime) })),
    lock: (tx: Queryable, id: number) => tx.execute(sql`select id from time_records where id = ${id} for update`),
    /** A complejo's records between two days (both included), of one person or of all: by day, then by entry. */
    between: async (
      scope: Scope,
      query: { buildingId: number; personnelId: number | null; from: string; to: string },
    ): Promise<TimeRecordListing[]> => {
      const conditions: SQL[] = [
        eq(timeRecords.buildingId, query.buildingId),
        gte(timeRecords.date, query.from),
        lte(timeRecords.date, query.to),
      ];
      if (query.personnelId !== null) conditions.push(eq(timeRecords.personnelId, query.personnelId));
      return select(scope, and(...conditions)!);
    },
  };
};
