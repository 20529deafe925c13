import { index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';

/** Despensas (storage rooms), optionally assigned to an apartment. */
export const pantries = pgTable(
  'pantries',
  {
    id: idColumn(),
    ...tenantColumns(),
    number: varchar('number', { length: 20 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('pantries_tenant_idx').on(table.companyId, table.buildingId),
    unique('pantries_building_number_unique').on(table.buildingId, table.number),
  ],
);

export type Pantry = typeof pantries.$inferSelect;
