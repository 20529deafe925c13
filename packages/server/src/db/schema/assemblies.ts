import { date, index, pgTable, text, time, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';

export const assemblies = pgTable(
  'assemblies',
  {
    id: idColumn(),
    ...tenantColumns(),
    title: varchar('title', { length: 120 }).notNull(),
    /** ordinaria or extraordinaria */
    type: varchar('type', { length: 20 }).notNull().default('ordinaria'),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time'),
    place: varchar('place', { length: 120 }).notNull().default(''),
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 20 }).notNull().default('convocada'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('assemblies_tenant_idx').on(table.companyId, table.buildingId)],
);

export type Assembly = typeof assemblies.$inferSelect;
