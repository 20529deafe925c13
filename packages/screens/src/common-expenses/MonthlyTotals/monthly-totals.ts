import { type Cents, type Closure, formatCurrency, SPANISH_MONTH_NAMES, sumCents } from '@horizontal/domain';
import { formatIsoPeriod } from '../labels';

/** How many closed months Totales Mensuales shows: a year. */
export const MONTHS_SHOWN = 12;

/** The last `count` closed months, oldest first: the order a chart and a ledger read in. */
export const lastClosedMonths = (closures: readonly Closure[], count = MONTHS_SHOWN): Closure[] =>
  [...closures].sort((a, b) => a.period.localeCompare(b.period)).slice(-count);

export type MonthsTotal = { income: Cents; expense: Cents; total: Cents };

export const totalsOf = (months: readonly Closure[]): MonthsTotal => {
  const income = sumCents(months.map((month) => month.income));
  const expense = sumCents(months.map((month) => month.expense));
  return { income, expense, total: income - expense };
};

/** «Mar» for 2026-03 (Setiembre is «Set», as Uruguay writes it). */
export const shortMonth = (period: string) => SPANISH_MONTH_NAMES[Number(period.slice(5, 7)) - 1]!.slice(0, 3);

/**
 * The year under a month's label: under every January, and under the first month unless it is a December (the
 * January beside it would carry the next year right next to it, and on a phone the two would run into each other).
 */
export const yearUnder = (period: string, index: number) =>
  period.endsWith('-01') || (index === 0 && !period.endsWith('-12')) ? period.slice(0, 4) : null;

/**
 * What the chart says to whoever cannot see it: the span, the sums and how many months lost money. The amounts of
 * each month are in the table beside it.
 */
export const chartSummary = (months: readonly Closure[]) => {
  if (months.length === 0) return 'No hay meses cerrados.';
  const first = formatIsoPeriod(months[0]!.period);
  const last = formatIsoPeriod(months.at(-1)!.period);
  const { income, expense } = totalsOf(months);
  const losing = months.filter((month) => month.total < 0).length;
  const span = months.length === 1 ? `En ${first}` : `De ${first} a ${last}`;
  const losses =
    losing === 0
      ? 'ningún mes tuvo más egresos que ingresos'
      : losing === 1
        ? 'un mes tuvo más egresos que ingresos'
        : `${losing} meses tuvieron más egresos que ingresos`;
  return `Gráfico de ingresos y egresos por mes. ${span} ingresaron ${formatCurrency(income)} y egresaron ${formatCurrency(expense)}; ${losses}. Los importes de cada mes están en la tabla.`;
};

export type Bar = { x: number; width: number; height: number };

/**
 * Where each month's two bars stand, as shares of the chart: x and width in percent of its width (so it fits any
 * screen without shrinking its text), height as a share (0–1) of the plot's height against the largest amount.
 */
export const barsOf = (months: readonly Closure[]) => {
  const largest = Math.max(1, ...months.flatMap((month) => [month.income, month.expense]));
  const slot = 100 / Math.max(1, months.length);
  const width = slot * 0.34;
  return months.map((month, index) => {
    const start = index * slot;
    return {
      month,
      center: start + slot / 2,
      income: { x: start + slot * 0.14, width, height: month.income / largest },
      expense: { x: start + slot * 0.52, width, height: month.expense / largest },
    };
  });
};
