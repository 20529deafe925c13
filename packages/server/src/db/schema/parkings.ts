import { boolean, index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';

/** Estacionamientos, optionally assigned to an apartment. */
export const parkings = pgTable(
  'parkings',
  {
    id: idColumn(),
    ...tenantColumns(),
    number: varchar('number', { length: 20 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    covered: boolean('covered').notNull().default(true),
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('parkings_tenant_idx').on(table.companyId, table.buildingId),
    unique('parkings_building_number_unique').on(table.buildingId, table.number),
  ],
);

export type Parking = typeof parkings.$inferSelect;
