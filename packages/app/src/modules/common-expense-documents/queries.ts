import { montevideoToday } from '@horizontal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { answerQuery } from '../../data/lists';
import { buildingScope } from '../../data/shared';

/**
 * Contabilidad's answers, cached under the complejo's gastos comunes ledger (the key common-expenses' queries hang
 * their lists from): a closure, a payment or a movement written there marks the year's account stale too.
 */
export const commonExpenseDocumentQueries = {
  /** The year's account and the years that have periods, newest first. */
  yearAccount: (buildingId: number, year: number) =>
    answerQuery([...buildingScope(buildingId), 'common-expenses', 'year-account', year], () =>
      api.commonExpenseDocuments.yearAccount(buildingId, year),
    ),
};

/** The year running in Montevideo: the one Contabilidad and its tile show unless another is asked for. */
export const thisYear = () => Number(montevideoToday().slice(0, 4));

/** Asks for the figures of the module's tile (this year's account) into a cache before the tile is drawn. */
export const prefetchYearAccount = (client: QueryClient, buildingId: number) =>
  client.prefetchQuery(commonExpenseDocumentQueries.yearAccount(buildingId, thisYear()));
