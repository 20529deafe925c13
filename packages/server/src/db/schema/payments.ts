import { date, index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { cents, createdAtColumn, idColumn, tenantColumns } from './columns';
import { commonExpenseDetails } from './common-expense-details';
import { users } from './users';

/** A payment of a unit's statement; it counts once the administrator confirms it (payments/confirm). */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    ...tenantColumns(),
    detailId: integer('detail_id')
      .notNull()
      .references(() => commonExpenseDetails.id),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id),
    /** Whose account it pays: the statement's payer. */
    payer: varchar('payer', { length: 20 }).notNull().default('propietario'),
    amountCents: cents('amount_cents'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: varchar('method', { length: 30 }).notNull().default('transferencia'),
    reference: varchar('reference', { length: 80 }).notNull().default(''),
    status: varchar('status', { length: 20 }).notNull().default('pendiente'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('payments_tenant_idx').on(table.companyId, table.buildingId),
    // A reference is a payment's own (a transfer's or receipt's number): confirming it twice records it once.
    unique('payments_building_reference_unique').on(table.buildingId, table.reference),
  ],
);

export type Payment = typeof payments.$inferSelect;
