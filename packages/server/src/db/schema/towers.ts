import { index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';

export const towers = pgTable(
  'towers',
  {
    id: idColumn(),
    ...tenantColumns(),
    name: varchar('name', { length: 80 }).notNull(),
    floors: integer('floors').notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('towers_tenant_idx').on(table.companyId, table.buildingId),
    unique('towers_building_name_unique').on(table.buildingId, table.name),
  ],
);

export type Tower = typeof towers.$inferSelect;
