import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, time, varchar } from 'drizzle-orm/pg-core';
import { cents, createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { commonAreas } from './common-areas';
import { frequencies } from './frequencies';

/** Scheduled maintenance; while it lasts its common area cannot be reserved (the disabled days). */
export const maintenances = pgTable(
  'maintenances',
  {
    id: idColumn(),
    ...tenantColumns(),
    commonAreaId: integer('common_area_id').references(() => commonAreas.id),
    frequencyId: integer('frequency_id').references(() => frequencies.id),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    provider: varchar('provider', { length: 120 }).notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    costCents: cents('cost_cents'),
    status: varchar('status', { length: 20 }).notNull().default('pendiente'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('maintenances_tenant_idx').on(table.companyId, table.buildingId),
    // The calendars read an area's maintenances of a range of days.
    index('maintenances_area_date_idx').on(table.commonAreaId, table.date),
    check('maintenances_status_check', sql`${table.status} in ('pendiente', 'en_curso', 'finalizado', 'cancelado')`),
  ],
);

export type Maintenance = typeof maintenances.$inferSelect;
