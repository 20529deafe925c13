import { numeric, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { companyColumn, createdAtColumn, idColumn, updatedAtColumn } from './columns';

/**
 * The consumer price index (IPC) an administradora readjusts debts with, a month per row as the INE publishes it:
 * the administradora's own table, since it decides when a month is published and where it read it.
 */
export const priceIndexMonths = pgTable(
  'price_index_months',
  {
    id: idColumn(),
    companyId: companyColumn(),
    /** yyyy-mm */
    period: varchar('period', { length: 7 }).notNull(),
    /** The index level with the INE's four decimals, exact. */
    value: numeric('value', { precision: 12, scale: 4 }).notNull(),
    source: varchar('source', { length: 300 }).notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [unique('price_index_months_company_period_unique').on(table.companyId, table.period)],
);

export type PriceIndexMonthRow = typeof priceIndexMonths.$inferSelect;
