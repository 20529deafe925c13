import { daysInMonth } from '../formatters/date';
import type { Cents } from '../formatters/money';
import { type Charge, type LateFeeRule, type Payment, replayDebt } from './debt';
import type { PriceIndexMonth } from './price-index';
import {
  type BilledUnit,
  chargesTotal,
  closeStatement,
  type ExtraFeeSplit,
  type MonthCharges,
  monthCharges,
  type Payer,
  type StatementFigures,
} from './statements';

/** The last day of a period: the date its statements are issued and its surcharge is accrued to. */
export const periodEnd = (period: string): string => {
  let end = periodEnds.get(period);
  if (end === undefined) {
    const [year, month] = period.split('-').map(Number) as [number, number];
    end = `${period}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
    // Read for each of a complejo's statements (50,000 over two years): a month is worked out once.
    if (periodEnds.size > 10_000) periodEnds.clear();
    periodEnds.set(period, end);
  }
  return end;
};
const periodEnds = new Map<string, string>();

/** The statement of an account (a unit's owner or tenant) that a month closes. */
export type AccountKey = { apartmentId: number; payer: Payer };
export const accountKeyOf = ({ apartmentId, payer }: AccountKey) => `${apartmentId}:${payer}`;

/**
 * An account's past as the closure needs it: the charges of its closed months (chargeOfStatement), its opening
 * balance (openingOf) and every payment confirmed on it.
 */
export type AccountHistory = { charges: readonly Charge[]; payments: readonly Payment[] };

/**
 * The balance an account brings into the period its history starts from: into its first period, the debt from
 * before Horizontal typed in the details; into a settling statement (accountHistories), its credit. A debt is due
 * when that period starts; a credit (negative) is paid in that day.
 */
export const openingOf = (period: string, prevBalance: Cents): AccountHistory => {
  const day = `${period}-01`;
  if (prevBalance > 0) return { charges: [{ period, issuedOn: day, dueDate: day, amount: prevBalance }], payments: [] };
  if (prevBalance < 0) return { charges: [], payments: [{ paidOn: day, amount: -prevBalance }] };
  return { charges: [], payments: [] };
};

/** An open statement: what it carried in (prevBalance) and the payments confirmed on it during the month. */
export type OpenStatement = AccountKey & { prevBalance: Cents; payments: Cents };

export type MonthToClose = {
  period: string;
  dueDate: string;
  reserveFundBasisPoints: number;
  extraFeeAmount: Cents;
  extraFeeSplit: ExtraFeeSplit;
  /** The month's expense movements, added up. */
  expenses: Cents;
  units: readonly BilledUnit[];
  commonAreas: ReadonlyMap<number, Cents>;
  open: readonly OpenStatement[];
  /** Every charge and payment of the account before this month closes, its opening balance included. */
  historyOf: (account: AccountKey) => AccountHistory;
  rule: LateFeeRule;
  index: readonly PriceIndexMonth[];
};

export type ClosedStatement = AccountKey & StatementFigures;

/**
 * Closes a month: the charges of each unit by the split rules (statements.ts), and each account's surcharge from
 * replaying its debt to the month's last day (debt.ts). An open statement whose unit no longer bills that payer
 * (a tenant that left) still closes, with its balance and surcharge and no new charges; a unit's new account (a
 * tenant that arrived) closes from zero. The result is in the order of the units, owner before tenant.
 */
export const closeMonth = (month: MonthToClose): ClosedStatement[] => {
  const asOf = periodEnd(month.period);
  const charges = monthCharges(month.units, {
    expenses: month.expenses,
    reserveFundBasisPoints: month.reserveFundBasisPoints,
    extraFee: month.extraFeeAmount,
    extraFeeSplit: month.extraFeeSplit,
    commonAreas: month.commonAreas,
  });
  const none: Omit<MonthCharges, 'apartmentId' | 'payer'> = {
    commonExpenses: 0,
    reserveFound: 0,
    extraFee: 0,
    commonAreas: 0,
  };
  const openByKey = new Map(month.open.map((statement) => [accountKeyOf(statement), statement]));
  const accounts: (AccountKey & { charges: Omit<MonthCharges, 'apartmentId' | 'payer'> })[] = [
    ...charges.map((row) => ({ apartmentId: row.apartmentId, payer: row.payer, charges: row })),
    ...month.open
      .filter((statement) => !charges.some((row) => accountKeyOf(row) === accountKeyOf(statement)))
      .map((statement) => ({ apartmentId: statement.apartmentId, payer: statement.payer, charges: none })),
  ];
  return accounts.map(({ apartmentId, payer, charges: due }) => {
    const key = { apartmentId, payer };
    const open = openByKey.get(accountKeyOf(key)) ?? { ...key, prevBalance: 0, payments: 0 };
    const history = month.historyOf(key);
    // A payment recorded after the month's end, before it was closed, is in this statement: the debt is taken then.
    const until = history.payments.reduce(
      (latest, payment) => (payment.paidOn > latest ? payment.paidOn : latest),
      asOf,
    );
    const before = replayDebt({ ...history, rule: month.rule, index: month.index, asOf: until });
    const figures = closeStatement(open, due, before.total);
    return { ...key, ...figures };
  });
};

/** The charge a closed month adds to an account's debt: issued on the month's last day, due on its due date. */
const chargeOf = (month: { period: string; dueDate: string }, amount: Cents): Charge => ({
  period: month.period,
  issuedOn: periodEnd(month.period),
  dueDate: month.dueDate,
  amount,
});

/** The charge a closed statement adds to its account's debt: its month's charges, due on the month's due date. */
export const chargeOfStatement = (
  statement: Pick<StatementFigures, 'commonExpenses' | 'reserveFound' | 'extraFee' | 'commonAreas'>,
  month: { period: string; dueDate: string },
): Charge => chargeOf(month, chargesTotal(statement));

/** A statement as the ledger's history reads it: its account, its month, and once closed its month's charges. */
export type StatementRecord = AccountKey & {
  period: string;
  dueDate: string;
  closed: boolean;
  prevBalance: Cents;
  /** prevBalance less the month's payments, and the surcharge its closing accrued (0 while open). */
  balance: Cents;
  surcharge: Cents;
  /** chargesTotal of the statement: what its month billed, surcharge aside. */
  charges: Cents;
};

/** A confirmed payment as the history reads it: the period of the statement it was recorded on. */
export type PaymentRecord = AccountKey & Payment & { period: string };

/** A closed statement that left its account owing nothing: no balance, no surcharge (contract README, «Saldado»). */
export const settles = (statement: Pick<StatementRecord, 'closed' | 'balance' | 'surcharge'>) =>
  statement.closed && statement.balance <= 0 && statement.surcharge === 0;

/**
 * Every account's history from its statements and payments, as the server and the mocks store them: the opening
 * balance of its earliest statement, the charges of its closed ones, and its payments. A closed month is frozen:
 * once a closed statement settled the account (settles), nothing before it can change what it owes, so its history
 * starts again there, with that statement's balance (a credit, or nothing) as its opening and only the payments
 * recorded on later statements. For an account that pays every month this is one or two statements instead of two
 * years of them (Deuda replays 2,000 accounts), and the server reads no more than that (ledger.repository).
 */
export const accountHistories = (
  statements: readonly StatementRecord[],
  payments: readonly PaymentRecord[],
): Map<string, AccountHistory & { charges: Charge[]; payments: Payment[] }> => {
  const histories = new Map<string, { charges: Charge[]; payments: Payment[] }>();
  // Periods are yyyy-mm: compared as plain strings (localeCompare is far slower over 50,000 statements).
  const sorted = [...statements].sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0));
  /** Each account's latest settling statement: the period its history starts from again. */
  const restart = new Map<string, string>();
  for (const statement of sorted) if (settles(statement)) restart.set(accountKeyOf(statement), statement.period);
  for (const statement of sorted) {
    const key = accountKeyOf(statement);
    const from = restart.get(key);
    if (from !== undefined && statement.period < from) continue;
    let history = histories.get(key);
    if (!history) {
      // The settling statement's payments are inside its balance; the first statement's come after its prevBalance.
      const opening = openingOf(
        statement.period,
        from === statement.period ? statement.balance : statement.prevBalance,
      );
      history = { charges: [...opening.charges], payments: [...opening.payments] };
      histories.set(key, history);
    }
    if (statement.closed) history.charges.push(chargeOf(statement, statement.charges));
  }
  for (const payment of payments) {
    const key = accountKeyOf(payment);
    const from = restart.get(key);
    if (from !== undefined && payment.period <= from) continue;
    const history = histories.get(key) ?? { charges: [], payments: [] };
    history.payments.push({ paidOn: payment.paidOn, amount: payment.amount });
    histories.set(key, history);
  }
  return histories;
};
