import { daysBetween } from '../dates/dates';
import type { Cents } from '../formatters/money';
import { type PriceIndexMonth, readjustmentFactor } from './price-index';

/**
 * What an unpaid amount costs after its due date (contract README, «Mora»). Ley 19.604's default for gastos comunes:
 * the amount readjusted by the IPC (Decreto-Ley 14.500) and 12 % a year simple interest on the readjusted amount,
 * never capitalized. A complejo may set its own rate by its bylaws, with or without the readjustment.
 */
export type LateFeeRule = { readjustByIndex: boolean; annualRateBasisPoints: number };
export const legalLateFeeRule: LateFeeRule = { readjustByIndex: true, annualRateBasisPoints: 1_200 };

/** One month's charges of an account (a unit's owner or tenant), issued when the month closed. */
export type Charge = { period: string; issuedOn: string; dueDate: string; amount: Cents };
export type Payment = { paidOn: string; amount: Cents };

/** Where a charge stands on a date: its capital and surcharge, each accrued, paid and left. */
export type ChargeStanding = {
  period: string;
  dueDate: string;
  amount: Cents;
  capitalLeft: Cents;
  /** Accrued since the due date on the capital while it was unpaid: IPC readjustment and interest. */
  readjustment: Cents;
  interest: Cents;
  surchargePaid: Cents;
  surchargeLeft: Cents;
  /** Days past the due date on the date asked (0 or less: not due yet). */
  daysLate: number;
};

export type DebtStanding = {
  charges: ChargeStanding[];
  /** What was paid beyond every charge: it goes to the next month's. */
  credit: Cents;
  capital: Cents;
  surcharge: Cents;
  /** capital + surcharge − credit: what the account owes (negative: in its favour). */
  total: Cents;
  /** A month's IPC was not published yet, and the last published one stood in for it. */
  estimatedIndex: boolean;
};

type Accrual = {
  charge: Charge;
  dueDay: number;
  duePeriod: string;
  capitalLeft: Cents;
  readjustment: number;
  interest: number;
  surchargePaid: Cents;
  accruedTo: string;
};

type Growth = { readjustment: number; interest: number; estimated: boolean };

const byDue = (a: Accrual, b: Accrual) =>
  a.dueDay - b.dueDay || (a.charge.period < b.charge.period ? -1 : a.charge.period > b.charge.period ? 1 : 0);

/** Days since 1970-01-01 of an ISO date, as daysBetween counts them; read once per date string. */
const dayNumbers = new Map<string, number>();
const dayNumber = (isoDate: string): number => {
  let day = dayNumbers.get(isoDate);
  if (day === undefined) {
    day = daysBetween('1970-01-01', isoDate);
    // Dates of a few years of ledgers: the map stays small; a bound keeps a long-lived server from growing it.
    if (dayNumbers.size > 50_000) dayNumbers.clear();
    dayNumbers.set(isoDate, day);
  }
  return day;
};

/**
 * A payment is imputed as the Código Civil imputes one (interest before capital): first to the oldest charge, and within a charge
 * to its surcharge before its capital (contract README, «Imputación de pagos»). What is left over is a credit that
 * pays the next charges as they are issued. The surcharge accrues day by day on the capital still unpaid: each
 * peso of capital carries, for the days it stays unpaid, the growth from the due date of readjustment and interest;
 * paying part of the capital stops the growth of that part only. Payments of a day are imputed before the charges
 * issued that day (the month's payments are in the statement that closes it).
 */
export const replayDebt = ({
  charges,
  payments,
  rule,
  index,
  asOf,
}: {
  charges: readonly Charge[];
  payments: readonly Payment[];
  rule: LateFeeRule;
  index: readonly PriceIndexMonth[];
  asOf: string;
}): DebtStanding => {
  let estimatedIndex = false;
  // A replay runs for every account of a complejo (Deuda: 2,000 of them, 24 months each): dates are read once into
  // day numbers, and each readjustment factor is looked up once per pair of months.
  const factors = new Map<string, { factor: number; estimated: boolean }>();
  const factorOf = (duePeriod: string, paidPeriod: string) => {
    const key = `${duePeriod}|${paidPeriod}`;
    let found = factors.get(key);
    if (!found) {
      found = rule.readjustByIndex ? readjustmentFactor(index, duePeriod, paidPeriod) : { factor: 1, estimated: false };
      factors.set(key, found);
    }
    return found;
  };
  const growthAt = (item: Accrual, date: string): Growth => {
    const days = dayNumber(date) - item.dueDay;
    if (days <= 0) return { readjustment: 0, interest: 0, estimated: false };
    const readjusted = factorOf(item.duePeriod, date.slice(0, 7));
    return {
      readjustment: readjusted.factor - 1,
      interest: (readjusted.factor * rule.annualRateBasisPoints * days) / (10_000 * 365),
      estimated: readjusted.estimated,
    };
  };
  const accrue = (item: Accrual, date: string) => {
    if (date <= item.accruedTo || item.capitalLeft === 0) {
      if (date > item.accruedTo) item.accruedTo = date;
      return;
    }
    const from = growthAt(item, item.accruedTo);
    const to = growthAt(item, date);
    if (to.readjustment > 0 || to.interest > 0) estimatedIndex ||= to.estimated;
    // A fall of the index between two dates never gives back what was already owed.
    item.readjustment += item.capitalLeft * Math.max(0, to.readjustment - from.readjustment);
    item.interest += item.capitalLeft * Math.max(0, to.interest - from.interest);
    item.accruedTo = date;
  };
  const surchargeOf = (item: Accrual) => Math.round(item.readjustment + item.interest);

  /** Charges with something left to pay, oldest due first; those paid in full leave for `settled`. */
  let open: Accrual[] = [];
  const settled: Accrual[] = [];
  let credit = 0;
  const pay = (amount: Cents, date: string) => {
    let left = amount;
    for (const item of open) {
      if (left === 0) break;
      accrue(item, date);
      const surcharge = Math.min(left, surchargeOf(item) - item.surchargePaid);
      item.surchargePaid += surcharge;
      left -= surcharge;
      const capital = Math.min(left, item.capitalLeft);
      item.capitalLeft -= capital;
      left -= capital;
    }
    credit += left;
    if (open.some((item) => item.capitalLeft === 0 && item.surchargePaid === surchargeOf(item))) {
      const still: Accrual[] = [];
      for (const item of open)
        (item.capitalLeft === 0 && item.surchargePaid === surchargeOf(item) ? settled : still).push(item);
      open = still;
    }
  };

  type Event = { date: string; order: number; run: () => void };
  const events: Event[] = [
    ...payments.map((payment) => ({ date: payment.paidOn, order: 0, run: () => pay(payment.amount, payment.paidOn) })),
    ...charges.map((charge) => ({
      date: charge.issuedOn,
      order: 1,
      run: () => {
        open.push({
          charge,
          dueDay: dayNumber(charge.dueDate),
          duePeriod: charge.dueDate.slice(0, 7),
          capitalLeft: charge.amount,
          readjustment: 0,
          interest: 0,
          surchargePaid: 0,
          accruedTo: charge.dueDate,
        });
        open.sort(byDue);
        if (credit > 0) {
          const used = credit;
          credit = 0;
          pay(used, charge.issuedOn);
        }
      },
    })),
  ]
    .filter((event) => event.date <= asOf)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
  for (const event of events) event.run();

  const standings = [...settled, ...open].sort(byDue).map((item): ChargeStanding => {
    accrue(item, asOf);
    const surcharge = surchargeOf(item);
    const readjustment = Math.round(item.readjustment);
    return {
      period: item.charge.period,
      dueDate: item.charge.dueDate,
      amount: item.charge.amount,
      capitalLeft: item.capitalLeft,
      readjustment,
      interest: surcharge - readjustment,
      surchargePaid: item.surchargePaid,
      surchargeLeft: surcharge - item.surchargePaid,
      daysLate: dayNumber(asOf) - item.dueDay,
    };
  });
  const capital = standings.reduce((sum, item) => sum + item.capitalLeft, 0);
  const surcharge = standings.reduce((sum, item) => sum + item.surchargeLeft, 0);
  return { charges: standings, credit, capital, surcharge, total: capital + surcharge - credit, estimatedIndex };
};

/** The aging of a debt (Deuda): what is overdue by 1–30, 31–60, 61–90 and over 90 days, and what is not due yet. */
export const agingBuckets = ['notDue', 'upTo30', 'upTo60', 'upTo90', 'over90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];
export const agingBucketLabels = {
  notDue: 'A vencer',
  upTo30: '0 a 30 días',
  upTo60: '31 a 60 días',
  upTo90: '61 a 90 días',
  over90: 'Más de 90 días',
} as const satisfies Record<AgingBucket, string>;

export const bucketOf = (daysLate: number): AgingBucket => {
  if (daysLate <= 0) return 'notDue';
  if (daysLate <= 30) return 'upTo30';
  if (daysLate <= 60) return 'upTo60';
  if (daysLate <= 90) return 'upTo90';
  return 'over90';
};

/** What an account owes in each bucket: each charge's capital and surcharge left, by its days past due. */
export const agingOf = (standing: DebtStanding): Record<AgingBucket, Cents> => {
  const aging = { notDue: 0, upTo30: 0, upTo60: 0, upTo90: 0, over90: 0 };
  for (const charge of standing.charges) aging[bucketOf(charge.daysLate)] += charge.capitalLeft + charge.surchargeLeft;
  return aging;
};
