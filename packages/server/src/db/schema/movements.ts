import { date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { cents, createdAtColumn, idColumn, tenantColumns } from './columns';
import { commonExpenses } from './common-expenses';

export const movementTypes = ['ingreso', 'egreso'] as const;

/** Income and expenses of a complejo's account. */
export const movements = pgTable(
  'movements',
  {
    id: idColumn(),
    ...tenantColumns(),
    commonExpenseId: integer('common_expense_id').references(() => commonExpenses.id, { onDelete: 'set null' }),
    /** yyyy-mm */
    period: varchar('period', { length: 7 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    type: varchar('type', { length: 10, enum: movementTypes }).notNull(),
    category: varchar('category', { length: 80 }).notNull().default(''),
    description: varchar('description', { length: 200 }).notNull(),
    amountCents: cents('amount_cents'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('movements_tenant_period_idx').on(table.companyId, table.buildingId, table.period)],
);

export type Movement = typeof movements.$inferSelect;
