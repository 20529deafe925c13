import { boolean, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';

/**
 * How a complejo bills its gastos comunes (commonexpenses/settings); a complejo without a row uses the defaults
 * of these columns, which are Ley 19.604's for the late-payment rule.
 */
export const commonExpenseSettings = pgTable(
  'common_expense_settings',
  {
    id: idColumn(),
    ...tenantColumns(),
    dueDay: integer('due_day').notNull().default(10),
    reserveFundBasisPoints: integer('reserve_fund_basis_points').notNull().default(1000),
    billTenants: boolean('bill_tenants').notNull().default(false),
    lateFeeRule: varchar('late_fee_rule', { length: 20 }).notNull().default('ley-19604'),
    readjustByIndex: boolean('readjust_by_index').notNull().default(true),
    annualRateBasisPoints: integer('annual_rate_basis_points').notNull().default(1200),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [unique('common_expense_settings_building_unique').on(table.buildingId)],
);

export type CommonExpenseSettingsRow = typeof commonExpenseSettings.$inferSelect;
