import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { answerQuery, listQuery } from '../../data/lists';
import { buildingScope } from '../../data/shared';

const ledger = (buildingId: number) => [...buildingScope(buildingId), 'common-expenses'] as const;

/**
 * The gastos comunes of a complejo, cached under the complejo (buildingScope), so that any write of the module
 * (a closure, a payment) marks every one of them stale: a payment changes the period's sums, Deuda and Inicio.
 */
export const commonExpenseQueries = {
  /** The periods, newest first, with their sums. */
  periods: (buildingId: number) =>
    listQuery([...ledger(buildingId), 'periods'], () => api.commonExpenses.findAll(buildingId), 'commonExpenses'),
  /** The statements of one period (a unit's, or its owner's and its tenant's). */
  statements: (buildingId: number, commonExpenseId: number) =>
    listQuery(
      [...ledger(buildingId), 'period', commonExpenseId, 'statements'],
      () => api.commonExpenses.detail(commonExpenseId),
      'commonExpensesDetail',
    ),
  movements: (buildingId: number, commonExpenseId: number) =>
    listQuery(
      [...ledger(buildingId), 'period', commonExpenseId, 'movements'],
      () => api.commonExpenses.movements(commonExpenseId),
      'movements',
    ),
  closures: (buildingId: number) =>
    listQuery([...ledger(buildingId), 'closures'], () => api.commonExpenses.closures(buildingId), 'closures'),
  settings: (buildingId: number) =>
    answerQuery([...ledger(buildingId), 'settings'], () => api.commonExpenses.settings(buildingId)),
  priceIndex: (buildingId: number) =>
    listQuery([...ledger(buildingId), 'price-index'], () => api.commonExpenses.priceIndex(buildingId), 'months'),
  /** What each account owes today: computed on the clock, so it is asked again whenever it is shown. */
  debt: (buildingId: number) => answerQuery([...ledger(buildingId), 'debt'], () => api.commonExpenses.debt(buildingId)),
  certificate: (buildingId: number, detailId: number) =>
    answerQuery([...ledger(buildingId), 'certificate', detailId], () => api.commonExpenses.debtCertificate(detailId)),
  /** The background jobs of a period's statements (generar, enviar), newest first, with their progress. */
  documentJobs: (buildingId: number, commonExpenseId: number) =>
    listQuery(
      [...ledger(buildingId), 'period', commonExpenseId, 'document-jobs'],
      () => api.commonExpenseDocuments.jobs(commonExpenseId),
      'jobs',
    ),
  /** The figures of the module's tile on Inicio. */
  summary: (buildingId: number) =>
    answerQuery([...buildingScope(buildingId), 'common-expenses-summary'], () =>
      api.commonExpenses.summary(buildingId),
    ),
};

/** Asks for the figures of the module's tile into a cache before the tile is drawn (routes.ts, `tile`). */
export const prefetchSummary = (client: QueryClient, buildingId: number) =>
  client.prefetchQuery(commonExpenseQueries.summary(buildingId));
