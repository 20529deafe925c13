import {
  accountHistories,
  accountKeyOf,
  addPeriods,
  COEFFICIENTS_TOTAL,
  closeMonth,
  coefficientsSum,
  commonExpenseMessages,
  contract,
  lateFeeRuleOf,
  montevideoToday,
  type Payer,
  unitLabel,
} from '@horizontal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { figureValues, type Period } from '../../core/repositories/ledger.repository';
import type { Scope } from '../../core/tenant/scope';
import type { Auth } from '../../core/types';
import type { Queryable } from '../../db/client';
import { emptyStatement, ledgerWrites, notifyFollowers } from './ledger-writes';
import type { CommonExpenseRepositories } from './repositories';
import { closureOut, movementOut, periodOut, statementOut } from './shapes';

const text = commonExpenseMessages;
const calls = contract.commonExpenses;

/** The default due date of a period: the complejo's due day of the month after it. */
const dueDateOf = (period: string, dueDay: number) => `${addPeriods(period, 1)}-${String(dueDay).padStart(2, '0')}`;

export const ledgerRoutes = (repos: CommonExpenseRepositories) => async (app: FastifyInstance) => {
  const { ledger, settings, buildings } = repos;

  const buildingOf = async (scope: Scope, buildingId: number) => {
    const building = await buildings.find(scope, buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    return building;
  };

  const writes = ledgerWrites(ledger);
  const openPeriod = writes.openPeriod;

  const notify = (tx: Queryable, request: FastifyRequest, auth: Auth, period: Period, message: string) =>
    notifyFollowers(app, settings, { tx, request, auth, period }, message);

  registerCall(app, calls.findAll, async ({ params, scope }) => {
    await buildingOf(scope, params.id);
    return { message: 'OK', commonExpenses: (await ledger.listPeriods(scope, params.id)).map(periodOut) };
  });

  registerCall(app, calls.detail, async ({ params, scope }) => {
    const period = await ledger.findPeriod(scope, params.id);
    if (!period) throw new ApiError(404, text.notFound);
    return { message: 'OK', commonExpensesDetail: (await ledger.listStatements(scope, period)).map(statementOut) };
  });

  registerCall(app, calls.movements, async ({ params, scope }) => {
    const period = await ledger.findPeriod(scope, params.id);
    if (!period) throw new ApiError(404, text.notFound);
    return { message: 'OK', movements: (await ledger.movementsOf(scope, period.id)).map(movementOut) };
  });

  registerCall(app, calls.closures, async ({ params, scope }) => {
    await buildingOf(scope, params.id);
    return { message: 'OK', closures: (await ledger.closuresOf(scope, params.id)).map(closureOut) };
  });

  /**
   * A new period opens with a statement for every account: each unit's owner, and its tenant where the complejo
   * bills tenants, each carrying what its account owed at the previous closure; an account that no longer bills
   * (a tenant who left) keeps a statement while it owes or is owed something.
   */
  registerCall(app, calls.create, async ({ body, scope, auth, request }) => {
    const building = await buildingOf(scope, body.buildingId);
    const created = await app.db.transaction(async (tx) => {
      await ledger.lockBuilding(tx, building.id);
      const existing = await ledger.periodsOfBuilding(building.id, tx);
      if (existing.some((row) => row.period === body.period)) throw new ApiError(409, text.periodTaken);
      const open = existing.find((row) => row.status === 'borrador');
      if (open) throw new ApiError(409, text.anotherOpen(open.period));
      const latest = existing[0];
      if (latest && body.period !== addPeriods(latest.period, 1)) {
        throw new ApiError(409, text.notNext(addPeriods(latest.period, 1)));
      }
      const terms = await settings.settingsOf(building.id, tx);
      const period = await ledger.periods.insert(
        scope,
        {
          companyId: building.companyId,
          buildingId: building.id,
          period: body.period,
          dueDate: body.dueDate ?? dueDateOf(body.period, terms.dueDay),
          status: 'borrador',
          reserveFundBasisPoints: body.reserveFundBasisPoints ?? terms.reserveFundBasisPoints,
          extraFeeAmountCents: body.extraFeeAmount,
          extraFeeSplit: body.extraFeeSplit,
        },
        tx,
      );
      const units = await ledger.unitsOf(building.id, tx);
      const rented = terms.billTenants ? await ledger.rentedUnits(building.id, tx) : new Set<number>();
      const previous = latest ? await ledger.statementsOfPeriod(latest.id, tx) : [];
      const owed = new Map(
        previous.map((row) => [
          accountKeyOf({ apartmentId: row.apartmentId, payer: row.payer as Payer }),
          row.totalDebtCents,
        ]),
      );
      const accounts = units.flatMap((unit) => [
        { apartmentId: unit.id, payer: 'propietario' as Payer },
        ...(rented.has(unit.id) ? [{ apartmentId: unit.id, payer: 'inquilino' as Payer }] : []),
      ]);
      const billed = new Set(accounts.map(accountKeyOf));
      for (const row of previous) {
        const account = { apartmentId: row.apartmentId, payer: row.payer as Payer };
        if (!billed.has(accountKeyOf(account)) && row.totalDebtCents !== 0) accounts.push(account);
      }
      await ledger.insertStatements(
        tx,
        accounts.map((account) =>
          emptyStatement(period, account.apartmentId, account.payer, owed.get(accountKeyOf(account)) ?? 0),
        ),
      );
      await notify(tx, request, auth, period, text.opened(period.period));
      return period;
    });
    return { message: text.created, commonExpense: periodOut((await ledger.periodListing(scope, created.id))!) };
  });

  registerCall(app, calls.update, async ({ body, scope }) => {
    const updated = await app.db.transaction(async (tx) => {
      const period = await openPeriod(tx, scope, body.commonExpenseId, text.amountsLocked);
      const terms = await settings.settingsOf(period.buildingId, tx);
      return ledger.periods.update(
        scope,
        period.id,
        {
          dueDate: body.dueDate ?? dueDateOf(period.period, terms.dueDay),
          reserveFundBasisPoints: body.reserveFundBasisPoints ?? terms.reserveFundBasisPoints,
          extraFeeAmountCents: body.extraFeeAmount,
          extraFeeSplit: body.extraFeeSplit,
        },
        tx,
      );
    });
    return { message: text.updated, commonExpense: periodOut((await ledger.periodListing(scope, updated!.id))!) };
  });

  registerCall(app, calls.createMovement, async ({ body, scope }) => {
    const period = await app.db.transaction(async (tx) => {
      const open = await openPeriod(tx, scope, body.commonExpenseId, text.movementsLocked);
      await writes.addMovements(tx, scope, open, body.movements);
      return open;
    });
    return { message: text.movementsSaved, movements: (await ledger.movementsOf(scope, period.id)).map(movementOut) };
  });

  registerCall(app, calls.createDetail, async ({ body, scope }) => {
    const period = await app.db.transaction(async (tx) => {
      const open = await openPeriod(tx, scope, body.commonExpenseId, text.amountsLocked);
      await writes.applyDetails(tx, scope, open, body.details);
      return open;
    });
    return {
      message: text.detailSaved,
      commonExpensesDetail: (await ledger.listStatements(scope, period)).map(statementOut),
    };
  });

  /**
   * A payment confirmed on an open statement, once: the same reference again for the same account and amount is
   * the same payment (a double click, a retried request) and changes nothing.
   */
  registerCall(app, calls.confirmPayment, async ({ body, scope, auth, request }) => {
    const statement = await ledger.findStatement(scope, body.detailId);
    if (!statement) throw new ApiError(404, text.detailNotFound);
    const outcome = await app.db.transaction(async (tx) => {
      const period = await openPeriod(tx, scope, statement.commonExpenseId, text.paymentsClosed);
      if (body.paidOn > montevideoToday()) throw new ApiError(409, text.paidInFuture);
      const current = (await ledger.findStatement(scope, statement.id, tx))!;
      const { repeated } = await writes.confirmPayment(tx, scope, auth, current, body);
      if (repeated) return { repeated };
      const unit = (await ledger.unitsOf(current.buildingId, tx)).find((row) => row.id === current.apartmentId)!;
      await notify(tx, request, auth, period, text.paymentNotice(unitLabel(unit), body.amount));
      return { repeated: false };
    });
    const current = (await ledger.findStatement(scope, statement.id))!;
    return {
      message: outcome.repeated ? text.paymentRepeated : text.paymentConfirmed,
      detail: statementOut(await ledger.statementListing(scope, current)),
    };
  });

  /**
   * Closes an open month in one transaction: every statement's figures computed by the ledger (ledger/closing.ts)
   * and frozen, the month's totals written as its closure, the period marked closed and its followers told. A
   * process killed halfway leaves the month as it was.
   */
  registerCall(app, calls.close, async ({ body, scope, auth, request }) => {
    const closed = await app.db.transaction(async (tx) => {
      const period = await openPeriod(tx, scope, body.commonExpenseId, text.amountsLocked);
      const earlierOpen = (await ledger.periodsOfBuilding(period.buildingId, tx)).find(
        (row) => row.period < period.period && row.status === 'borrador',
      );
      if (earlierOpen) throw new ApiError(409, text.closeInOrder(earlierOpen.period));
      const units = await ledger.unitsOf(period.buildingId, tx);
      if (units.length === 0) throw new ApiError(409, text.noUnits);
      const coefficients = units.map((unit) => ({ coefficient: Number(unit.coefficient) }));
      const sum = coefficientsSum(coefficients);
      if (sum !== COEFFICIENTS_TOTAL) throw new ApiError(409, text.coefficientsOff(sum));

      const terms = await settings.settingsOf(period.buildingId, tx);
      const rented = terms.billTenants ? await ledger.rentedUnits(period.buildingId, tx) : new Set<number>();
      const expenses = await ledger.expensesOf(period.id, tx);
      const booked = await ledger.commonAreaChargesOf(period.buildingId, period.period, tx);
      const open = await ledger.statementsOfPeriod(period.id, tx);
      const history = await ledger.historyOf(period.buildingId, tx);
      const index = await settings.priceIndexOf(period.companyId, tx);
      // What reservations booked, plus what the details template put on the open statements.
      const commonAreas = new Map<number, number>();
      const add = (apartmentId: number, amount: number) =>
        commonAreas.set(apartmentId, (commonAreas.get(apartmentId) ?? 0) + amount);
      for (const charge of booked) add(charge.apartmentId, Number(charge.amount));
      for (const statement of open) add(statement.apartmentId, statement.commonAreasCents);

      const histories = accountHistories(history.statements, history.payments);
      const figures = closeMonth({
        period: period.period,
        dueDate: period.dueDate ?? dueDateOf(period.period, terms.dueDay),
        reserveFundBasisPoints: period.reserveFundBasisPoints,
        extraFeeAmount: period.extraFeeAmountCents,
        extraFeeSplit: period.extraFeeSplit as 'coeficiente' | 'partes-iguales',
        expenses,
        units: units.map((unit) => ({
          apartmentId: unit.id,
          coefficient: Number(unit.coefficient),
          tenant: rented.has(unit.id),
        })),
        commonAreas,
        open: open.map((row) => ({
          apartmentId: row.apartmentId,
          payer: row.payer as Payer,
          prevBalance: row.prevBalanceCents,
          payments: row.paymentsCents,
        })),
        historyOf: (account) => histories.get(accountKeyOf(account)) ?? { charges: [], payments: [] },
        rule: lateFeeRuleOf(terms),
        index,
      });
      const openIds = new Map(
        open.map((row) => [accountKeyOf({ apartmentId: row.apartmentId, payer: row.payer as Payer }), row.id]),
      );
      // An account the month bills that had no statement yet (a tenant who arrived, a unit added) gets one now.
      const arrived = figures.filter((row) => !openIds.has(accountKeyOf(row)));
      await ledger.insertStatements(
        tx,
        arrived.map((row) => ({ ...emptyStatement(period, row.apartmentId, row.payer, 0), ...figureValues(row) })),
      );
      await ledger.writeFigures(
        tx,
        figures
          .filter((row) => openIds.has(accountKeyOf(row)))
          .map((row) => ({ ...row, id: openIds.get(accountKeyOf(row))! })),
      );

      const movements = await ledger.movementsOf(scope, period.id, tx);
      const income = movements
        .filter((row) => row.type === 'ingreso')
        .reduce((total, row) => total + row.amountCents, 0);
      const expense = movements
        .filter((row) => row.type === 'egreso')
        .reduce((total, row) => total + row.amountCents, 0);
      const closure = await ledger.insertClosure(scope, tx, {
        companyId: period.companyId,
        buildingId: period.buildingId,
        period: period.period,
        incomeCents: income,
        expenseCents: expense,
        totalCents: income - expense,
        closedBy: auth.user.id,
      });
      await ledger.periods.setStatus(
        scope,
        period.id,
        { status: 'cerrado', totalCents: figures.reduce((total, row) => total + row.totalPeriod, 0) },
        tx,
      );
      await notify(tx, request, auth, period, text.closed(period.period));
      return { period, closure };
    });
    return {
      message: text.closed(closed.period.period),
      closure: closureOut({ ...closed.closure, closedByName: auth.user.name }),
      commonExpense: periodOut((await ledger.periodListing(scope, closed.period.id))!),
    };
  });
};
