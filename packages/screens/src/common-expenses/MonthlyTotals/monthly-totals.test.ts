import type { Closure } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { barsOf, chartSummary, lastClosedMonths, shortMonth, totalsOf, yearUnder } from './monthly-totals';

const closure = (period: string, income: number, expense: number): Closure => ({
  id: Number(period.replace('-', '')),
  buildingId: 1,
  period,
  income,
  expense,
  total: income - expense,
  closedAt: `${period}-28T21:30:00.000Z`,
  closedBy: 'Martín Rodríguez',
});

const year = Array.from({ length: 14 }, (_, index) => {
  const month = ((index + 10) % 12) + 1;
  const period = `${index < 2 ? 2025 : 2026}-${String(month).padStart(2, '0')}`;
  return closure(period, 100_000 + index, index % 3 === 0 ? 200_000 : 50_000);
});

describe('Totales Mensuales', () => {
  it('takes the last twelve closed months, oldest first, whatever order they came in', () => {
    const months = lastClosedMonths([...year].reverse());
    expect(months).toHaveLength(12);
    expect(months[0]!.period).toBe('2026-01');
    expect(months.at(-1)!.period).toBe('2026-12');
  });

  it('adds up income, expense and their result', () => {
    expect(totalsOf([closure('2026-01', 1_000, 2_500), closure('2026-02', 3_000, 500)])).toEqual({
      income: 4_000,
      expense: 3_000,
      total: 1_000,
    });
  });

  it('labels months as Uruguay writes them, with the year under the first and each January', () => {
    expect(shortMonth('2026-09')).toBe('Set');
    expect(yearUnder('2025-11', 0)).toBe('2025');
    // A first December leaves its year to the January beside it.
    expect(yearUnder('2025-12', 0)).toBeNull();
    expect(yearUnder('2025-12', 1)).toBeNull();
    expect(yearUnder('2026-01', 2)).toBe('2026');
  });

  it('sizes the bars against the largest amount, within the chart', () => {
    const bars = barsOf([closure('2026-01', 1_000, 2_000), closure('2026-02', 500, 0)]);
    expect(bars[0]!.expense.height).toBe(1);
    expect(bars[1]!.income.height).toBe(0.25);
    expect(bars[1]!.expense.height).toBe(0);
    expect(bars[1]!.expense.x + bars[1]!.expense.width).toBeLessThanOrEqual(100);
    expect(bars[0]!.center).toBe(25);
  });

  it('summarizes the chart in words', () => {
    expect(chartSummary([closure('2026-01', 100_00, 150_00), closure('2026-02', 300_00, 100_00)])).toBe(
      'Gráfico de ingresos y egresos por mes. De Enero 2026 a Febrero 2026 ingresaron $ 400,00 y egresaron $ 250,00; un mes tuvo más egresos que ingresos. Los importes de cada mes están en la tabla.',
    );
    expect(chartSummary([])).toBe('No hay meses cerrados.');
  });
});
