import {
  accountKeyOf,
  type CallBody,
  type CommonExpenseStatus,
  closeStatement,
  commonExpenseMessages,
  type contract,
  NOTIFICATION_TYPE_ID,
  notificationTypeName,
  type Payer,
  type StatementFigures,
  unitLabel,
} from '@horizontal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/errors/api-error';
import { notifyWithChange } from '../../core/notify';
import {
  figuresOf,
  figureValues,
  type LedgerRepository,
  type Period,
  type Statement,
} from '../../core/repositories/ledger.repository';
import type { SettingsRepository } from '../../core/repositories/ledger-settings.repository';
import { recordChanges } from '../../core/tenant/audit';
import type { Scope } from '../../core/tenant/scope';
import type { Auth } from '../../core/types';
import type { Queryable } from '../../db/client';

const text = commonExpenseMessages;

/**
 * An open statement's figures after a change of what it carried in, was paid or books of the common areas: the
 * month's other charges and the surcharge come only with the closure, so the debt before it is its balance.
 */
export const openFigures = (
  row: Statement,
  changes: { prevBalance?: number; payments?: number; commonAreas?: number },
) => {
  const current = figuresOf(row);
  const open = {
    prevBalance: changes.prevBalance ?? current.prevBalance,
    payments: changes.payments ?? current.payments,
  };
  return closeStatement(
    open,
    {
      commonExpenses: current.commonExpenses,
      reserveFound: current.reserveFound,
      extraFee: current.extraFee,
      commonAreas: changes.commonAreas ?? current.commonAreas,
    },
    open.prevBalance - open.payments,
  );
};

export const emptyStatement = (period: Period, apartmentId: number, payer: Payer, prevBalance: number) => ({
  companyId: period.companyId,
  buildingId: period.buildingId,
  commonExpenseId: period.id,
  apartmentId,
  payer,
  prevBalanceCents: prevBalance,
  balanceCents: prevBalance,
  totalDebtCents: prevBalance,
});

type PaymentValues = Pick<
  CallBody<typeof contract.commonExpenses.confirmPayment>,
  'amount' | 'paidOn' | 'method' | 'reference'
>;

/** Tells the staff who follow the complejo's gastos comunes (notification type 2), inside the change's transaction. */
export const notifyFollowers = async (
  app: FastifyInstance,
  settings: SettingsRepository,
  change: { tx: Queryable; request: FastifyRequest; auth: Auth; period: Period },
  message: string,
) => {
  const { tx, request, auth, period } = change;
  const followers = await settings.followersOf(
    { id: period.buildingId, companyId: period.companyId },
    auth.user.id,
    tx,
  );
  await notifyWithChange(app, tx, request, followers, {
    typeId: NOTIFICATION_TYPE_ID.payment,
    title: notificationTypeName(NOTIFICATION_TYPE_ID.payment),
    text: message,
  });
};

type MovementRows = CallBody<typeof contract.commonExpenses.createMovement>['movements'];
type DetailRows = CallBody<typeof contract.commonExpenses.createDetail>['details'];

/**
 * The writes of an open period that two doors share: its calls (create/movement, create/detail) and an imported
 * spreadsheet (commonexpenses/import) put the same rows through the same checks, inside the caller's transaction.
 */
export const ledgerWrites = (ledger: LedgerRepository) => ({
  /** The period inside the caller's scope, locked for the rest of the transaction, while it is open. */
  openPeriod: async (
    tx: Queryable,
    scope: Scope,
    id: number,
    refusal: (status: CommonExpenseStatus) => string,
  ): Promise<Period> => {
    if (!(await ledger.findPeriod(scope, id, tx))) throw new ApiError(404, text.notFound);
    const period = (await ledger.lockPeriod(tx, id))!;
    if (period.status !== 'borrador') throw new ApiError(409, refusal(period.status as CommonExpenseStatus));
    return period;
  },

  /**
   * A payment on an open statement (read inside the transaction), once: the same reference again for the same
   * account and amount is the same payment (a double click, a retried request, a file imported twice) and changes
   * nothing; a reference another payment used is refused. Answers the statement as it is after.
   */
  confirmPayment: async (
    tx: Queryable,
    scope: Scope,
    auth: Auth,
    statement: Statement,
    payment: PaymentValues,
  ): Promise<{ repeated: boolean; statement: Statement }> => {
    const earlier = await ledger.paymentOfReference(statement.buildingId, payment.reference, tx);
    if (earlier) {
      const same =
        earlier.apartmentId === statement.apartmentId &&
        earlier.payer === statement.payer &&
        earlier.amountCents === payment.amount;
      if (!same) throw new ApiError(409, text.referenceTaken(payment.reference, earlier.amountCents));
      return { repeated: true, statement };
    }
    await ledger.insertPayment(scope, tx, {
      companyId: statement.companyId,
      buildingId: statement.buildingId,
      detailId: statement.id,
      apartmentId: statement.apartmentId,
      payer: statement.payer,
      amountCents: payment.amount,
      paidOn: payment.paidOn,
      method: payment.method,
      reference: payment.reference,
      status: 'confirmado',
      confirmedAt: new Date(),
      confirmedBy: auth.user.id,
    });
    const figures = openFigures(statement, { payments: statement.paymentsCents + payment.amount });
    return {
      repeated: false,
      statement: (await ledger.statements.update(scope, statement.id, figureValues(figures), tx))!,
    };
  },

  addMovements: async (tx: Queryable, scope: Scope, open: Period, movements: MovementRows) => {
    await ledger.insertMovements(
      scope,
      tx,
      open,
      movements.map(({ amount, ...movement }) => ({ ...movement, amountCents: amount })),
    );
  },

  /**
   * The rows of the details template: the opening balance of the complejo's first period and the common areas of
   * each account, on its open statement.
   */
  applyDetails: async (
    tx: Queryable,
    scope: Scope,
    open: Period,
    details: DetailRows,
    /** Where a row came from, to name it in a refusal (a spreadsheet's «Fila 7»). */
    rowName?: (index: number) => string,
  ) => {
    const refuse = (index: number, message: string) =>
      new ApiError(409, rowName ? `${rowName(index)}: ${message}` : message);
    const units = new Map((await ledger.unitsOf(open.buildingId, tx)).map((unit) => [unit.id, unit]));
    const first = (await ledger.periodsOfBuilding(open.buildingId, tx)).every((row) => row.period >= open.period);
    const current = new Map(
      (await ledger.statementsOfPeriod(open.id, tx)).map((row) => [
        accountKeyOf({ apartmentId: row.apartmentId, payer: row.payer as Payer }),
        row,
      ]),
    );
    // Every row is checked before any is written, each in the order the template's columns are read.
    for (const [index, row] of details.entries()) {
      const unit = units.get(row.apartmentId);
      if (!unit) throw refuse(index, text.foreignApartment(row.apartmentId));
      if (row.payer === 'inquilino' && !current.has(accountKeyOf(row)))
        throw refuse(index, text.noTenant(unitLabel(unit)));
      // The opening balance is only typed in the first period: later ones carry it from the last closure.
      if (row.prevBalance !== 0 && !first) throw refuse(index, text.openingOnlyFirst);
    }
    // A unit added to the complejo after the period opened gets its owner's statement now.
    const arrived = [
      ...new Map(
        details.filter((row) => !current.has(accountKeyOf(row))).map((row) => [accountKeyOf(row), row]),
      ).values(),
    ];
    for (const inserted of await ledger.insertStatements(
      tx,
      arrived.map((row) => emptyStatement(open, row.apartmentId, row.payer, 0)),
    )) {
      current.set(accountKeyOf({ apartmentId: inserted.apartmentId, payer: inserted.payer as Payer }), inserted);
    }
    // The last row of an account wins, as it would typed one after another; all go in one update per thousand.
    const changed = new Map<number, StatementFigures & { id: number }>();
    for (const row of details) {
      const statement = current.get(accountKeyOf(row))!;
      const figures = openFigures(statement, {
        prevBalance: first ? row.prevBalance : statement.prevBalanceCents,
        commonAreas: row.commonAreas,
      });
      changed.set(statement.id, { ...figures, id: statement.id });
    }
    const rows = [...changed.values()];
    await ledger.writeFigures(tx, rows);
    await recordChanges(
      tx,
      scope,
      rows.map(({ id, ...figures }) => ({
        action: 'update',
        entity: 'common_expense_details',
        entityId: id,
        companyId: open.companyId,
        buildingId: open.buildingId,
        changes: figureValues(figures),
      })),
    );
  },
});
