import { index, integer, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { cents, createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { commonExpenses } from './common-expenses';

/** An account's (a unit's owner or tenant) statement for a period; every amount in centésimos (SPEC §3 lists the currency fields). */
export const commonExpenseDetails = pgTable(
  'common_expense_details',
  {
    id: idColumn(),
    ...tenantColumns(),
    commonExpenseId: integer('common_expense_id')
      .notNull()
      .references(() => commonExpenses.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id),
    /** The owner's statement, or the tenant's where the complejo bills tenants separately. */
    payer: varchar('payer', { length: 20 }).notNull().default('propietario'),
    prevBalanceCents: cents('prev_balance_cents'),
    paymentsCents: cents('payments_cents'),
    balanceCents: cents('balance_cents'),
    surchargeCents: cents('surcharge_cents'),
    commonExpensesCents: cents('common_expenses_cents'),
    extraFeeCents: cents('extra_fee_cents'),
    reserveFundCents: cents('reserve_fund_cents'),
    commonAreasCents: cents('common_areas_cents'),
    totalPeriodCents: cents('total_period_cents'),
    totalDebtCents: cents('total_debt_cents'),
    /** Storage key of the generated statement (documents/generate, documents/save). */
    documentKey: text('document_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('common_expense_details_tenant_idx').on(table.companyId, table.buildingId),
    // One statement per account (a unit's owner or tenant) and period.
    unique('common_expense_details_account_unique').on(table.commonExpenseId, table.apartmentId, table.payer),
  ],
);

export type CommonExpenseDetail = typeof commonExpenseDetails.$inferSelect;
