import { index, integer, numeric, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { towers } from './towers';
import { unitTypes } from './unit-types';

export const apartments = pgTable(
  'apartments',
  {
    id: idColumn(),
    ...tenantColumns(),
    towerId: integer('tower_id').references(() => towers.id),
    unitTypeId: integer('unit_type_id').references(() => unitTypes.id),
    number: varchar('number', { length: 20 }).notNull(),
    floor: integer('floor').notNull().default(0),
    rooms: integer('rooms').notNull().default(0),
    /** Square metres with two decimals, exact. */
    area: numeric('area', { precision: 8, scale: 2 }).notNull().default('0'),
    /** Share of the common expenses, in percent with four decimals; a building's shares add up to 100. */
    coefficient: numeric('coefficient', { precision: 7, scale: 4 }).notNull().default('0'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('apartments_tenant_idx').on(table.companyId, table.buildingId),
    unique('apartments_building_tower_number_unique')
      .on(table.buildingId, table.towerId, table.number)
      .nullsNotDistinct(),
  ],
);

export type Apartment = typeof apartments.$inferSelect;
