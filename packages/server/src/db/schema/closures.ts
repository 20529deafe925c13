import { index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { cents, createdAtColumn, idColumn, tenantColumns } from './columns';
import { users } from './users';

/** A closed period: its movements can no longer change. */
export const closures = pgTable(
  'closures',
  {
    id: idColumn(),
    ...tenantColumns(),
    /** yyyy-mm */
    period: varchar('period', { length: 7 }).notNull(),
    incomeCents: cents('income_cents'),
    expenseCents: cents('expense_cents'),
    totalCents: cents('total_cents'),
    closedBy: integer('closed_by').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('closures_tenant_idx').on(table.companyId, table.buildingId),
    unique('closures_building_period_unique').on(table.buildingId, table.period),
  ],
);

export type Closure = typeof closures.$inferSelect;
