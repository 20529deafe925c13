import { addPeriods } from '../dates/dates';

/** One month of the consumer price index (IPC) as the INE publishes it: the index level, base 100 at its base month. */
export type PriceIndexMonth = { period: string; value: number };

/** The index used for a month: the month's own, or the last published before it (`estimated`, said on screen). */
export type IndexReading = { period: string; value: number; estimated: boolean };

/**
 * The index for a month. The INE publishes a month's IPC early in the next one, so a debt readjusted today often
 * needs a month not published yet: the last published one stands in for it, and the reading says so. Undefined
 * when the table has nothing at or before the month.
 */
export const indexFor = (table: readonly PriceIndexMonth[], period: string): IndexReading | undefined => {
  let best: PriceIndexMonth | undefined;
  for (const month of table) {
    if (month.period <= period && (best === undefined || month.period > best.period)) best = month;
  }
  return best && { period: best.period, value: best.value, estimated: best.period !== period };
};

/**
 * The readjustment factor of a debt due in `duePeriod` and paid in `paidPeriod`, as Decreto-Ley 14.500 measures it:
 * the index of the month the debt became due against the index of the month before the payment (the last published
 * one when that is not out yet). A fall of the index never lowers a debt below its nominal amount (factor ≥ 1).
 */
export const readjustmentFactor = (
  table: readonly PriceIndexMonth[],
  duePeriod: string,
  paidPeriod: string,
): { factor: number; estimated: boolean } => {
  const from = indexFor(table, duePeriod);
  const to = indexFor(table, addPeriods(paidPeriod, -1));
  if (!from || !to) return { factor: 1, estimated: true };
  return { factor: Math.max(1, to.value / from.value), estimated: to.estimated || from.estimated };
};
