import { date, index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { cents, createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';

/** One period's gastos comunes of a complejo; the amount per unit lives in common_expense_details. */
export const commonExpenses = pgTable(
  'common_expenses',
  {
    id: idColumn(),
    ...tenantColumns(),
    /** yyyy-mm */
    period: varchar('period', { length: 7 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    totalCents: cents('total_cents'),
    status: varchar('status', { length: 20 }).notNull().default('borrador'),
    /** The reserve fund's rate on the month's expenses, in basis points (10,00 % is 1000). */
    reserveFundBasisPoints: integer('reserve_fund_basis_points').notNull().default(1000),
    /** The extraordinary fee (cuota extra) the month bills, and how it is split among the units. */
    extraFeeAmountCents: cents('extra_fee_amount_cents'),
    extraFeeSplit: varchar('extra_fee_split', { length: 20 }).notNull().default('coeficiente'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('common_expenses_tenant_idx').on(table.companyId, table.buildingId),
    unique('common_expenses_building_period_unique').on(table.buildingId, table.period),
  ],
);

export type CommonExpense = typeof commonExpenses.$inferSelect;
