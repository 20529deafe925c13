import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database } from '../../db/client';
import { personnel, type TimeRecord, timeRecords } from '../../db/schema';

/** A clock-in and its clock-out with whose they are. */
export type TimeRecordListing = TimeRecord & { name: string; lastName: string };

export const createTimeRecordsRepository = (db: Database) => {
  const table = createTenantTable(db, timeRecords, { company: 'companyId', building: 'buildingId' });
  return {
    table,
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
      const rows = await db
        .select({ record: timeRecords, name: personnel.name, lastName: personnel.lastName })
        .from(timeRecords)
        .innerJoin(personnel, eq(personnel.id, timeRecords.personnelId))
        .where(table.where(scope, and(...conditions)))
        .orderBy(asc(timeRecords.date), asc(timeRecords.entryTime), asc(timeRecords.id));
      return rows.map((row) => ({ ...row.record, name: row.name, lastName: row.lastName }));
    },
  };
};
