import type { PriceIndexEntry } from '../entities/common-expense';

const ineSeries =
  'INE, «IPC gral y variaciones_base 2022.xlsx», Índice General Total País, base octubre 2022 = 100 ' +
  '(https://www.gub.uy/instituto-nacional-estadistica/datos-y-estadisticas/estadisticas/series-historicas-ipc-base-octubre-2022100)';

/**
 * The consumer price index (IPC) as the INE published it, for the months the demo's debts are readjusted with.
 * Each administradora starts with these rows and adds the months the INE publishes next (Deuda says when a month
 * is not published yet and the last one stands in). Values with four decimals of the INE's series.
 */
export const publishedPriceIndex: readonly PriceIndexEntry[] = [
  ['2025-08', 113.3291],
  ['2025-09', 113.8096],
  ['2025-10', 114.2616],
  ['2025-11', 114.4225],
  ['2025-12', 114.3156],
  ['2026-01', 115.3646],
  ['2026-02', 115.768],
  ['2026-03', 116.2393],
  ['2026-04', 116.8636],
  ['2026-05', 117.6866],
  ['2026-06', 118.1259],
  ['2026-07', 118.2034],
].map(([period, value]) => ({ period: period as string, value: value as number, source: ineSeries }));
