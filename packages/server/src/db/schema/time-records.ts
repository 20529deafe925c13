import { date, index, integer, pgTable, time, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns } from './columns';
import { personnel } from './personnel';

/** Clock-in and clock-out of a person on a day. */
export const timeRecords = pgTable(
  'time_records',
  {
    id: idColumn(),
    ...tenantColumns(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    entryTime: time('entry_time').notNull(),
    exitTime: time('exit_time'),
    notes: varchar('notes', { length: 200 }).notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (table) => [index('time_records_personnel_date_idx').on(table.personnelId, table.date)],
);

export type TimeRecord = typeof timeRecords.$inferSelect;
