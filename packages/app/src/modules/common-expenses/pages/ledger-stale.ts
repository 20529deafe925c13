import type { QueryClient } from '@tanstack/react-query';
import { commonExpenseQueries } from '../queries';

/**
 * After a write of the ledger (a closure, a month of the IPC), every common-expenses answer of the complejo may have
 * changed (periods, statements, closures, Deuda, certificates) and so has Inicio's tile: all of them are stale, and
 * those shown are read again.
 */
export const ledgerStale = (client: QueryClient, buildingId: number) => {
  // The periods' key minus its last part is the complejo's ledger, under which every list of the module hangs.
  const ledger = commonExpenseQueries.periods(buildingId).queryKey.slice(0, -1);
  return Promise.all([
    client.invalidateQueries({ queryKey: ledger }),
    client.invalidateQueries({ queryKey: commonExpenseQueries.summary(buildingId).queryKey }),
  ]).then(() => undefined);
};
