import type { CommonExpenseStatus, ExtraFeeSplit, MovementType } from '@horizontal/domain';
import type { PeriodListing, StatementListing } from '../../core/repositories/ledger.repository';
import type { closures, movements } from '../../db/schema';

/** Rows as the contract's entities show them: every field named, amounts in centésimos, nothing internal leaks. */

export const periodOut = (row: PeriodListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  period: row.period,
  dueDate: row.dueDate,
  status: row.status as CommonExpenseStatus,
  reserveFundBasisPoints: row.reserveFundBasisPoints,
  extraFeeAmount: row.extraFeeAmountCents,
  extraFeeSplit: row.extraFeeSplit as ExtraFeeSplit,
  income: row.income,
  expense: row.expense,
  units: row.units,
  commonExpenses: row.commonExpenses,
  extraFee: row.extraFee,
  totalPeriod: row.totalPeriod,
  payments: row.payments,
  totalDebt: row.totalDebt,
});

/** listStatements already reads statements in the contract's shape (as JSON built by the database). */
export const statementOut = (row: StatementListing) => row;

export const movementOut = (row: typeof movements.$inferSelect) => ({
  id: row.id,
  buildingId: row.buildingId,
  commonExpenseId: row.commonExpenseId,
  period: row.period,
  date: row.date,
  type: row.type as MovementType,
  category: row.category,
  description: row.description,
  amount: row.amountCents,
});

export const closureOut = (row: typeof closures.$inferSelect & { closedByName: string | null }) => ({
  id: row.id,
  buildingId: row.buildingId,
  period: row.period,
  income: row.incomeCents,
  expense: row.expenseCents,
  total: row.totalCents,
  closedAt: row.createdAt.toISOString(),
  closedBy: row.closedByName,
});
