import { index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { cents, createdAtColumn, idColumn, tenantColumns } from './columns';
import { reserves } from './reserves';

/**
 * What a unit booked of the common areas in a month, for its statement: reservations write it, the closure of the
 * month reads it. A confirmed booking with a price writes one row (its `reserve_id`) in the transaction that confirms
 * it, and a cancellation or deletion removes it while the month is open; a closed month keeps what it billed. Rows
 * without a booking are sums of a unit's month written before bookings were linked (the demo's, migration 0012).
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
    /** The booking it charges; null once that booking is deleted after its month closed, or for an unlinked sum. */
    reserveId: integer('reserve_id').references(() => reserves.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('common_area_charges_building_period_idx').on(table.buildingId, table.period),
    unique('common_area_charges_reserve_unique').on(table.reserveId),
  ],
);

export type CommonAreaCharge = typeof commonAreaCharges.$inferSelect;
