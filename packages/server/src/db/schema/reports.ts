import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { users } from './users';

/** Novedades reported at the front desk. */
export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    ...tenantColumns(),
    apartmentId: integer('apartment_id').references(() => apartments.id),
    category: varchar('category', { length: 20 }).notNull().default('otros'),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    /** Storage keys of its photos, in the order they were added. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    date: date('date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    status: varchar('status', { length: 20 }).notNull().default('abierto'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('reports_tenant_idx').on(table.companyId, table.buildingId)],
);

export type Report = typeof reports.$inferSelect;
