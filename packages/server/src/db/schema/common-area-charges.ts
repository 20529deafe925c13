import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { cents, createdAtColumn, idColumn, tenantColumns } from './columns';

/**
 * What a unit booked of the common areas in a month, for its statement: reservations write it, the closure of the
 * month reads it.
 */
export const commonAreaCharges = pgTable(
  'common_area_charges',
  {
    id: idColumn(),
    ...tenantColumns(),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    /** yyyy-mm */
    period: varchar('period', { length: 7 }).notNull(),
    amountCents: cents('amount_cents'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('common_area_charges_building_period_idx').on(table.buildingId, table.period)],
);

export type CommonAreaCharge = typeof commonAreaCharges.$inferSelect;
