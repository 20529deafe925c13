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

/** Readjustment factors by due and payment month («2026-03|2026-09»), for one rule and one index table. */
export type ReadjustmentFactors = Map<string, { factor: number; estimated: boolean }>;

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

/** One replay's state: the rule and index it runs under, and the charges open, those settled and the credit. */
type Replay = {
  rule: LateFeeRule;
  index: readonly PriceIndexMonth[];
  factors: ReadjustmentFactors;
  estimatedIndex: boolean;
  /** Charges with something left to pay, oldest due first; those paid in full leave for `settled`. */
  open: Accrual[];
  settled: Accrual[];
  credit: Cents;
};

// A replay runs for every account of a complejo (Deuda: 2,000 of them): its steps are plain functions over its
// state rather than closures made anew for each account, dates are read once into day numbers, and each
// readjustment factor is looked up once per pair of months.

const factorOf = (replay: Replay, duePeriod: string, paidPeriod: string) => {
  const key = `${duePeriod}|${paidPeriod}`;
  let found = replay.factors.get(key);
  if (!found) {
    found = replay.rule.readjustByIndex
      ? readjustmentFactor(replay.index, duePeriod, paidPeriod)
      : { factor: 1, estimated: false };
    replay.factors.set(key, found);
  }
  return found;
};

const noGrowth: Growth = { readjustment: 0, interest: 0, estimated: false };

const growthAt = (replay: Replay, item: Accrual, date: string): Growth => {
  const days = dayNumber(date) - item.dueDay;
  if (days <= 0) return noGrowth;
  const readjusted = factorOf(replay, item.duePeriod, date.slice(0, 7));
  return {
    readjustment: readjusted.factor - 1,
    interest: (readjusted.factor * replay.rule.annualRateBasisPoints * days) / (10_000 * 365),
    estimated: readjusted.estimated,
  };
};

const accrue = (replay: Replay, item: Accrual, date: string) => {
  if (date <= item.accruedTo || item.capitalLeft === 0) {
    if (date > item.accruedTo) item.accruedTo = date;
    return;
  }
  const from = growthAt(replay, item, item.accruedTo);
  const to = growthAt(replay, item, date);
  if (to.readjustment > 0 || to.interest > 0) replay.estimatedIndex ||= to.estimated;
  // A fall of the index between two dates never gives back what was already owed.
  item.readjustment += item.capitalLeft * Math.max(0, to.readjustment - from.readjustment);
  item.interest += item.capitalLeft * Math.max(0, to.interest - from.interest);
  item.accruedTo = date;
};

const surchargeOf = (item: Accrual) => Math.round(item.readjustment + item.interest);
const isPaidOff = (item: Accrual) => item.capitalLeft === 0 && item.surchargePaid === surchargeOf(item);

const pay = (replay: Replay, amount: Cents, date: string) => {
  let left = amount;
  for (const item of replay.open) {
    if (left === 0) break;
    accrue(replay, item, date);
    const surcharge = Math.min(left, surchargeOf(item) - item.surchargePaid);
    item.surchargePaid += surcharge;
    left -= surcharge;
    const capital = Math.min(left, item.capitalLeft);
    item.capitalLeft -= capital;
    left -= capital;
  }
  replay.credit += left;
  if (replay.open.some(isPaidOff)) {
    const still: Accrual[] = [];
    for (const item of replay.open) (isPaidOff(item) ? replay.settled : still).push(item);
    replay.open = still;
  }
};

const issue = (replay: Replay, charge: Charge) => {
  replay.open.push({
    charge,
    dueDay: dayNumber(charge.dueDate),
    duePeriod: charge.dueDate.slice(0, 7),
    capitalLeft: charge.amount,
    readjustment: 0,
    interest: 0,
    surchargePaid: 0,
    accruedTo: charge.dueDate,
  });
  replay.open.sort(byDue);
  if (replay.credit > 0) {
    const used = replay.credit;
    replay.credit = 0;
    pay(replay, used, charge.issuedOn);
  }
};

const byPaidOn = (a: Payment, b: Payment) => (a.paidOn < b.paidOn ? -1 : a.paidOn > b.paidOn ? 1 : 0);
const byIssue = (a: Charge, b: Charge) => (a.issuedOn < b.issuedOn ? -1 : a.issuedOn > b.issuedOn ? 1 : 0);

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
  factors = new Map(),
}: {
  charges: readonly Charge[];
  payments: readonly Payment[];
  rule: LateFeeRule;
  index: readonly PriceIndexMonth[];
  asOf: string;
  /** The readjustment factors found so far: shared by the replays of many accounts under one rule and index. */
  factors?: ReadjustmentFactors;
}): DebtStanding => {
  const replay: Replay = { rule, index, factors, estimatedIndex: false, open: [], settled: [], credit: 0 };
  // Payments and charges up to the date asked, each in date order (a stable sort keeps a day's in their order),
  // merged: on the same day the payments go first.
  const paid = payments.filter((payment) => payment.paidOn <= asOf).sort(byPaidOn);
  const issued = charges.filter((charge) => charge.issuedOn <= asOf).sort(byIssue);
  let p = 0;
  let c = 0;
  while (p < paid.length || c < issued.length) {
    const payment = paid[p];
    const charge = issued[c];
    if (payment && (!charge || payment.paidOn <= charge.issuedOn)) {
      pay(replay, payment.amount, payment.paidOn);
      p += 1;
    } else {
      issue(replay, charge!);
      c += 1;
    }
  }

  const today = dayNumber(asOf);
  const standings = [...replay.settled, ...replay.open].sort(byDue).map((item): ChargeStanding => {
    accrue(replay, item, asOf);
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
      daysLate: today - item.dueDay,
    };
  });
  let capital = 0;
  let surcharge = 0;
  for (const item of standings) {
    capital += item.capitalLeft;
    surcharge += item.surchargeLeft;
  }
  return {
    charges: standings,
    credit: replay.credit,
    capital,
    surcharge,
    total: capital + surcharge - replay.credit,
    estimatedIndex: replay.estimatedIndex,
  };
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
