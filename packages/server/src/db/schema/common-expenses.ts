import { date, index, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
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
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('common_expenses_tenant_idx').on(table.companyId, table.buildingId),
    unique('common_expenses_building_period_unique').on(table.buildingId, table.period),
  ],
);

export type CommonExpense = typeof commonExpenses.$inferSelect;
