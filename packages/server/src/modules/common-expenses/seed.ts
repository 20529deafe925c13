import type { DemoData } from '@horizontal/domain/demo';
import { idMap, mapped } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import { closures, commonExpenseDetails, commonExpenses, movements, payments } from '../../db/schema';
import type { DemoRows } from '../../seed/demo-rows';

/**
 * The demo's gastos comunes (@horizontal/domain/demo): each complejo's periods with the statement of every unit,
 * the movements of its account, the closed periods and the confirmed payments.
 */
export const seedCommonExpenses = async (tx: Transaction, demo: DemoData, rows: DemoRows) => {
  const data = demo.commonExpenses;
  if (data.commonExpenses.length === 0) return;
  const expenseRows = await tx
    .insert(commonExpenses)
    .values(
      data.commonExpenses.map((expense) => ({
        ...rows.tenantOf(expense.buildingId),
        period: expense.period,
        dueDate: expense.dueDate,
        status: expense.status,
        totalCents: data.details
          .filter((detail) => detail.commonExpenseId === expense.id)
          .reduce((sum, detail) => sum + detail.totalPeriod, 0),
      })),
    )
    .returning({ id: commonExpenses.id });
  const expenseIds = idMap(data.commonExpenses, expenseRows);
  const buildingOfExpense = new Map(data.commonExpenses.map((expense) => [expense.id, expense.buildingId]));

  const detailRows = await tx
    .insert(commonExpenseDetails)
    .values(
      data.details.map((detail) => ({
        ...rows.tenantOf(buildingOfExpense.get(detail.commonExpenseId)!),
        commonExpenseId: mapped(expenseIds, detail.commonExpenseId),
        apartmentId: rows.apartmentId(detail.apartmentId),
        prevBalanceCents: detail.prevBalance,
        paymentsCents: detail.payments,
        balanceCents: detail.balance,
        surchargeCents: detail.surcharge,
        commonExpensesCents: detail.commonExpenses,
        extraFeeCents: detail.extraFee,
        reserveFundCents: detail.reserveFound,
        commonAreasCents: detail.commonAreas,
        totalPeriodCents: detail.totalPeriod,
        totalDebtCents: detail.totalDebt,
        documentKey: detail.documentKey,
        sentAt: detail.sentAt === null ? null : new Date(detail.sentAt),
      })),
    )
    .returning({ id: commonExpenseDetails.id });
  const detailIds = idMap(data.details, detailRows);

  if (data.movements.length > 0) {
    await tx.insert(movements).values(
      data.movements.map((movement) => ({
        ...rows.tenantOf(movement.buildingId),
        commonExpenseId: movement.commonExpenseId === null ? null : mapped(expenseIds, movement.commonExpenseId),
        period: movement.period,
        date: movement.date,
        type: movement.type,
        category: movement.category,
        description: movement.description,
        amountCents: movement.amount,
      })),
    );
  }
  if (data.closures.length > 0) {
    await tx.insert(closures).values(
      data.closures.map((closure) => ({
        ...rows.tenantOf(closure.buildingId),
        period: closure.period,
        incomeCents: closure.income,
        expenseCents: closure.expense,
        totalCents: closure.total,
        closedBy: rows.userId(closure.closedByUserId),
        createdAt: new Date(closure.closedAt),
      })),
    );
  }
  if (data.payments.length > 0) {
    await tx.insert(payments).values(
      data.payments.map((payment) => ({
        ...rows.tenantOf(payment.buildingId),
        detailId: mapped(detailIds, payment.detailId),
        apartmentId: rows.apartmentId(payment.apartmentId),
        amountCents: payment.amount,
        paidOn: payment.paidOn,
        method: payment.method,
        reference: payment.reference,
        status: 'confirmado',
        confirmedAt: new Date(payment.confirmedAt),
        confirmedBy: rows.userId(payment.confirmedByUserId),
      })),
    );
  }
};
