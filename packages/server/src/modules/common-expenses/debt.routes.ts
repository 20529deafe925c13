import {
  commonExpenseMessages,
  contract,
  debtFiguresOf,
  montevideoToday,
  overdueTotalsOf,
  type Payer,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { callerMay, registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { debtsOf } from '../../core/ledger/debts';
import type { CommonExpenseRepositories } from './repositories';

const calls = contract.commonExpenses;

/** What is overdue changes with the day, not only with the tables: answers are kept for the day they were read. */
const byDay = { answerDependsOn: () => montevideoToday() };

/** Deuda, the debt certificate and Inicio's tile: every figure replayed by the ledger as of today in Montevideo. */
export const debtRoutes = (repos: CommonExpenseRepositories) => async (app: FastifyInstance) => {
  registerCall(
    app,
    calls.debt,
    async ({ params, scope }) => {
      const building = await repos.buildings.find(scope, params.id);
      if (!building) throw new ApiError(404, messages.buildingNotFound);
      const debts = await debtsOf(repos, building);
      return {
        message: 'OK',
        debt: {
          asOf: debts.asOf,
          lateFeeRule: debts.settings.lateFeeRule,
          indexUsed: debts.indexUsed,
          rows: debts.accounts.map((account) => ({
            detailId: account.detailId,
            apartmentId: account.apartmentId,
            apartment: account.apartment,
            tower: account.tower,
            payer: account.payer,
            billedTo: account.billedTo,
            ...debtFiguresOf(account.standing),
          })),
        },
      };
    },
    byDay,
  );

  registerCall(
    app,
    calls.debtCertificate,
    async ({ params, scope }) => {
      const statement = await repos.ledger.findStatement(scope, params.id);
      if (!statement) throw new ApiError(404, commonExpenseMessages.detailNotFound);
      const building = (await repos.buildings.find(scope, statement.buildingId))!;
      const own = { apartmentId: statement.apartmentId, payer: statement.payer as Payer };
      const [debts, names] = await Promise.all([
        debtsOf(repos, building, { only: own }),
        repos.ledger.namesOfBuilding(building.id),
      ]);
      // The statement exists, so its account has a history: the one replayed.
      const account = debts.accounts[0]!;
      const { standing } = account;
      return {
        message: 'OK',
        certificate: {
          building: names.building,
          company: names.company,
          apartment: account.apartment,
          tower: account.tower,
          payer: statement.payer as Payer,
          billedTo: account.billedTo,
          asOf: debts.asOf,
          lateFeeRule: debts.settings.lateFeeRule,
          readjustByIndex: debts.rule.readjustByIndex,
          annualRateBasisPoints: debts.rule.annualRateBasisPoints,
          indexUsed: debts.indexUsed,
          // Only what is still owed: a charge paid off is no longer the certificate's.
          charges: standing.charges
            .filter((charge) => charge.capitalLeft + charge.surchargeLeft > 0)
            .map((charge) => ({
              period: charge.period,
              dueDate: charge.dueDate,
              amount: charge.amount,
              capitalLeft: charge.capitalLeft,
              readjustment: charge.readjustment,
              interest: charge.interest,
              surchargePaid: charge.surchargePaid,
              surchargeLeft: charge.surchargeLeft,
              daysLate: charge.daysLate,
            })),
          capital: standing.capital,
          surcharge: standing.surcharge,
          credit: standing.credit,
          total: standing.total,
        },
      };
    },
    byDay,
  );

  /** Inicio's tile: what is overdue in the complejo and how many units owe it, for whoever may read Deuda. */
  registerCall(
    app,
    calls.summary,
    async ({ params, scope, auth }) => {
      const building = await repos.buildings.find(scope, params.id);
      if (!building) throw new ApiError(404, messages.buildingNotFound);
      if (!(await callerMay(app, auth, calls.debt))) {
        return { message: 'OK', summary: { debt: null, unitsInDebt: null } };
      }
      const { accounts } = await debtsOf(repos, building);
      const { total, unitsInDebt } = overdueTotalsOf(
        accounts.map((account) => ({ apartmentId: account.apartmentId, figures: debtFiguresOf(account.standing) })),
      );
      return { message: 'OK', summary: { debt: total, unitsInDebt } };
    },
    byDay,
  );
};
