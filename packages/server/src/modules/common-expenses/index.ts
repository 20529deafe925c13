import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { debtRoutes } from './debt.routes';
import { ledgerRoutes } from './ledger.routes';
import { paymentsFileRoutes } from './payments-file.routes';
import { createCommonExpenseRepositories } from './repositories';
import { settingsRoutes } from './settings.routes';
import { sheetRoutes } from './sheets.routes';

/**
 * Gastos comunes: periods, statements, movements, closures, payments, settings, the IPC table and debts, and the
 * files read into an open period (a filled template, a collection network's payments).
 */
export const commonExpensesModule: FastifyPluginAsync = async (app) => {
  const repos = createCommonExpenseRepositories(app.db);
  await app.register(
    contractCalls(
      ledgerRoutes(repos),
      settingsRoutes(repos),
      debtRoutes(repos),
      sheetRoutes(repos),
      paymentsFileRoutes(repos),
    ),
  );
};
