import { type DemoData, publishedPriceIndex } from '@horizontal/domain/demo';
import { idMap, mapped } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import {
  closures,
  commonAreaCharges,
  commonExpenseDetails,
  commonExpenseSettings,
  commonExpenses,
  movements,
  payments,
  priceIndexMonths,
} from '../../db/schema';
import type { DemoRows } from '../../seed/demo-rows';

/** Inserts in slices: a complejo's years of statements pass PostgreSQL's 65,535 parameters in one statement. */
const inSlices = async <Row>(rows: readonly Row[], insert: (slice: Row[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += 2_000) await insert(rows.slice(start, start + 2_000));
};

/**
 * The demo's gastos comunes (@horizontal/domain/demo), as the ledger's rules computed them: each complejo's settings,
 * its periods with every account's statement, the movements of its account, the closed periods, the confirmed
 * payments and the common areas booked; and each administradora's table of the IPC.
 */
export const seedCommonExpenses = async (tx: Transaction, demo: DemoData, rows: DemoRows) => {
  const companyIds = [...rows.companyIds.values()];
  if (companyIds.length > 0) {
    await tx.insert(priceIndexMonths).values(
      companyIds.flatMap((companyId) =>
        publishedPriceIndex.map((month) => ({
          companyId,
          period: month.period,
          value: String(month.value),
          source: month.source,
        })),
      ),
    );
  }
  const data = demo.commonExpenses;
  if (data.settings.length > 0) {
    await tx
      .insert(commonExpenseSettings)
      .values(data.settings.map(({ buildingId, ...settings }) => ({ ...rows.tenantOf(buildingId), ...settings })));
  }
  if (data.commonExpenses.length === 0) return;
  const expenseRows = await tx
    .insert(commonExpenses)
    .values(
      data.commonExpenses.map((expense) => ({
        ...rows.tenantOf(expense.buildingId),
        period: expense.period,
        dueDate: expense.dueDate,
        status: expense.status,
        reserveFundBasisPoints: expense.reserveFundBasisPoints,
        extraFeeAmountCents: expense.extraFeeAmount,
        extraFeeSplit: expense.extraFeeSplit,
        totalCents: data.details
          .filter((detail) => detail.commonExpenseId === expense.id)
          .reduce((sum, detail) => sum + detail.totalPeriod, 0),
      })),
    )
    .returning({ id: commonExpenses.id });
  const expenseIds = idMap(data.commonExpenses, expenseRows);
  const buildingOfExpense = new Map(data.commonExpenses.map((expense) => [expense.id, expense.buildingId]));

  const detailIds = new Map<number, number>();
  await inSlices(data.details, async (slice) => {
    const inserted = await tx
      .insert(commonExpenseDetails)
      .values(
        slice.map((detail) => ({
          ...rows.tenantOf(buildingOfExpense.get(detail.commonExpenseId)!),
          commonExpenseId: mapped(expenseIds, detail.commonExpenseId),
          apartmentId: rows.apartmentId(detail.apartmentId),
          payer: detail.payer,
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
          // A seed writes rows, not files: the statements the demo sent are drawn at the start that loads it, each
          // under this server's own key (common-expense-documents/seeded-statements.ts).
          documentKey: null,
          sentAt: detail.sentAt === null ? null : new Date(detail.sentAt),
        })),
      )
      .returning({ id: commonExpenseDetails.id });
    for (const [index, detail] of slice.entries()) detailIds.set(detail.id, inserted[index]!.id);
  });

  await inSlices(data.movements, (slice) =>
    tx.insert(movements).values(
      slice.map((movement) => ({
        ...rows.tenantOf(movement.buildingId),
        commonExpenseId: movement.commonExpenseId === null ? null : mapped(expenseIds, movement.commonExpenseId),
        period: movement.period,
        date: movement.date,
        type: movement.type,
        category: movement.category,
        description: movement.description,
        amountCents: movement.amount,
      })),
    ),
  );
  await inSlices(data.closures, (slice) =>
    tx.insert(closures).values(
      slice.map((closure) => ({
        ...rows.tenantOf(closure.buildingId),
        period: closure.period,
        incomeCents: closure.income,
        expenseCents: closure.expense,
        totalCents: closure.total,
        closedBy: rows.userId(closure.closedByUserId),
        createdAt: new Date(closure.closedAt),
      })),
    ),
  );
  await inSlices(data.payments, (slice) =>
    tx.insert(payments).values(
      slice.map((payment) => ({
        ...rows.tenantOf(payment.buildingId),
        detailId: mapped(detailIds, payment.detailId),
        apartmentId: rows.apartmentId(payment.apartmentId),
        payer: payment.payer,
        amountCents: payment.amount,
        paidOn: payment.paidOn,
        method: payment.method,
        reference: payment.reference,
        status: 'confirmado',
        confirmedAt: new Date(payment.confirmedAt),
        confirmedBy: rows.userId(payment.confirmedByUserId),
      })),
    ),
  );
  await inSlices(data.commonAreaCharges, (slice) =>
    tx.insert(commonAreaCharges).values(
      slice.map((charge) => ({
        ...rows.tenantOf(charge.buildingId),
        apartmentId: rows.apartmentId(charge.apartmentId),
        period: charge.period,
        amountCents: charge.amount,
      })),
    ),
  );
};
