import { addPeriods, periodOf } from '../dates/dates';
import type { Cents } from '../formatters/money';
import { type AgingBucket, agingOf, type DebtStanding, type LateFeeRule, legalLateFeeRule } from './debt';
import { indexFor, type PriceIndexMonth } from './price-index';

/** The rule a complejo's settings give: Ley 19.604's, or the rate (and readjustment) of its bylaws. */
export const lateFeeRuleOf = (settings: {
  lateFeeRule: 'ley-19604' | 'reglamento';
  readjustByIndex: boolean;
  annualRateBasisPoints: number;
}): LateFeeRule =>
  settings.lateFeeRule === 'ley-19604'
    ? legalLateFeeRule
    : { readjustByIndex: settings.readjustByIndex, annualRateBasisPoints: settings.annualRateBasisPoints };

/** What Deuda shows of an account: its debt by age, and the due date of its oldest unpaid charge. */
export type DebtFigures = {
  capital: Cents;
  surcharge: Cents;
  credit: Cents;
  total: Cents;
  aging: Record<AgingBucket, Cents>;
  oldestDueDate: string | null;
};

export const debtFiguresOf = (standing: DebtStanding): DebtFigures => {
  const unpaid = standing.charges.filter((charge) => charge.capitalLeft + charge.surchargeLeft > 0);
  return {
    capital: standing.capital,
    surcharge: standing.surcharge,
    credit: standing.credit,
    total: standing.total,
    aging: agingOf(standing),
    oldestDueDate: unpaid.reduce<string | null>(
      (oldest, charge) => (oldest === null || charge.dueDate < oldest ? charge.dueDate : oldest),
      null,
    ),
  };
};

/** What is overdue (every bucket but «a vencer»): what makes a unit «in debt» on Inicio. */
export const overdueOf = (figures: Pick<DebtFigures, 'aging'>): Cents =>
  figures.aging.upTo30 + figures.aging.upTo60 + figures.aging.upTo90 + figures.aging.over90;

/**
 * What a complejo's accounts have overdue, as Inicio shows it and Contabilidad closes its year with: the overdue part
 * of each account (a month not yet due is not debt), the surcharge inside it, and how many units owe any.
 */
export const overdueTotalsOf = (accounts: readonly { apartmentId: number; figures: DebtFigures }[]) => {
  let total = 0;
  let surcharge = 0;
  const units = new Set<number>();
  for (const { apartmentId, figures } of accounts) {
    const overdue = overdueOf(figures);
    if (overdue <= 0) continue;
    total += overdue;
    surcharge += Math.min(figures.surcharge, overdue);
    units.add(apartmentId);
  }
  return { capital: total - surcharge, surcharge, total, unitsInDebt: units.size };
};

/** The index month a debt is readjusted with today (the month before), and whether it is the real one. */
export const indexUsedOn = (index: readonly PriceIndexMonth[], today: string) => {
  const reading = indexFor(index, addPeriods(periodOf(today), -1));
  return reading ? { period: reading.period, estimated: reading.estimated } : null;
};
