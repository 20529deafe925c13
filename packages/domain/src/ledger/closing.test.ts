import { describe, expect, it } from 'vitest';
import { addPeriods } from '../dates/dates';
import {
  accountHistories,
  accountKeyOf,
  chargeOfStatement,
  closeMonth,
  type MonthToClose,
  openingOf,
  type PaymentRecord,
  periodEnd,
  type StatementRecord,
} from './closing';
import { legalLateFeeRule, replayDebt } from './debt';

const units = [
  { apartmentId: 1, coefficient: 33.3333, tenant: false },
  { apartmentId: 2, coefficient: 33.3333, tenant: true },
  { apartmentId: 3, coefficient: 33.3334, tenant: false },
];
const index = [{ period: '2026-01', value: 100 }];

const month = (overrides: Partial<MonthToClose> = {}): MonthToClose => ({
  period: '2026-03',
  dueDate: '2026-04-10',
  reserveFundBasisPoints: 1_000,
  extraFeeAmount: 1_001,
  extraFeeSplit: 'partes-iguales',
  expenses: 1_000_000,
  units,
  commonAreas: new Map([[3, 150_000]]),
  open: [],
  historyOf: () => ({ charges: [], payments: [] }),
  rule: legalLateFeeRule,
  index,
  ...overrides,
});

describe('closing a month', () => {
  it('bills every unit so that each figure adds up to the month’s, the tenant apart from the owner', () => {
    const closed = closeMonth(month());
    expect(closed.map(accountKeyOf)).toEqual(['1:propietario', '2:propietario', '2:inquilino', '3:propietario']);
    const total = (field: 'commonExpenses' | 'reserveFound' | 'extraFee' | 'commonAreas') =>
      closed.reduce((sum, row) => sum + row[field], 0);
    expect(total('commonExpenses')).toBe(1_000_000);
    expect(total('reserveFound')).toBe(100_000);
    expect(total('extraFee')).toBe(1_001);
    expect(total('commonAreas')).toBe(150_000);
    const [, owner, tenant] = closed;
    // The tenant pays the ordinary expenses; the owner the reserve fund and the extraordinary fee.
    expect(owner).toMatchObject({ commonExpenses: 0, commonAreas: 0, extraFee: 334 });
    expect(tenant).toMatchObject({ commonExpenses: 333_333, reserveFound: 0, extraFee: 0 });
  });

  it('carries the balance, adds the surcharge the debt accrued in the month, and agrees with the replayed debt', () => {
    const opening = openingOf('2026-02', 200_000);
    const february = { period: '2026-02', issuedOn: periodEnd('2026-02'), dueDate: '2026-03-10', amount: 300_000 };
    const history = { charges: [...opening.charges, february], payments: [{ paidOn: '2026-03-08', amount: 100_000 }] };
    const closed = closeMonth(
      month({
        open: [{ apartmentId: 1, payer: 'propietario', prevBalance: 500_000, payments: 100_000 }],
        historyOf: (account) => (account.apartmentId === 1 ? history : { charges: [], payments: [] }),
      }),
    );
    const first = closed[0]!;
    expect(first.balance).toBe(400_000);
    expect(first.surcharge).toBeGreaterThan(0);
    expect(first.totalPeriod).toBe(first.surcharge + first.commonExpenses + first.reserveFound + first.extraFee);
    const replayed = replayDebt({
      charges: [...history.charges, chargeOfStatement(first, { period: '2026-03', dueDate: '2026-04-10' })],
      payments: history.payments,
      rule: legalLateFeeRule,
      index,
      asOf: periodEnd('2026-03'),
    });
    expect(first.totalDebt).toBe(replayed.total);
  });

  it('closes the statement of an account the month no longer bills (a tenant who left) with its balance', () => {
    const closed = closeMonth(
      month({
        units: [units[0]!],
        open: [{ apartmentId: 9, payer: 'inquilino', prevBalance: 10_000, payments: 10_000 }],
      }),
    );
    expect(closed.at(-1)).toMatchObject({
      apartmentId: 9,
      payer: 'inquilino',
      balance: 0,
      totalPeriod: 0,
      totalDebt: 0,
    });
  });

  it('knows the last day of each month', () => {
    expect(['2026-02', '2028-02', '2026-04', '2026-12'].map(periodEnd)).toEqual([
      '2026-02-28',
      '2028-02-29',
      '2026-04-30',
      '2026-12-31',
    ]);
  });
});

describe('an account’s history', () => {
  const account = { apartmentId: 1, payer: 'propietario' } as const;
  const key = accountKeyOf(account);
  const rising = [
    { period: '2025-12', value: 100 },
    { period: '2026-02', value: 103 },
    { period: '2026-05', value: 108 },
  ];

  /**
   * Six months of one unit closed one after another as the server closes them (its history read back through
   * accountHistories), paying on the 8th what `paid` says of what the last statement left.
   */
  const sixMonths = (paid: (owed: number, month: number) => number, index = rising) => {
    const statements: StatementRecord[] = [];
    const payments: PaymentRecord[] = [];
    let owed = 250_000;
    for (let month = 0; month < 6; month += 1) {
      const period = addPeriods('2026-01', month);
      const dueDate = `${addPeriods(period, 1)}-10`;
      const amount = Math.min(Math.max(owed, 0), paid(owed, month));
      if (amount > 0) payments.push({ ...account, paidOn: `${period}-08`, amount, period });
      const [figures] = closeMonth(
        month_({
          period,
          dueDate,
          units: [{ apartmentId: 1, coefficient: 100, tenant: false }],
          commonAreas: new Map(),
          open: [{ ...account, prevBalance: owed, payments: amount }],
          // As the server reads it: the closed statements and the one being closed, still open.
          historyOf: () =>
            accountHistories(
              [
                ...statements,
                {
                  ...account,
                  period,
                  dueDate,
                  closed: false,
                  prevBalance: owed,
                  balance: owed - amount,
                  surcharge: 0,
                  charges: 0,
                },
              ],
              payments,
            ).get(key)!,
          index,
        }),
      );
      statements.push({
        ...account,
        period,
        dueDate,
        closed: true,
        charges: chargeOfStatement(figures!, { period, dueDate }).amount,
        ...figures!,
      });
      owed = figures!.totalDebt;
    }
    return { statements, payments, owed };
  };
  const month_ = (overrides: Partial<MonthToClose>) =>
    month({ extraFeeAmount: 0, reserveFundBasisPoints: 0, ...overrides });

  /** The whole history replayed from the first statement, nothing settled. */
  const everything = (statements: StatementRecord[], payments: PaymentRecord[]) => ({
    charges: [
      ...openingOf(statements[0]!.period, statements[0]!.prevBalance).charges,
      ...statements.map((row) => ({
        period: row.period,
        issuedOn: periodEnd(row.period),
        dueDate: row.dueDate,
        amount: row.charges,
      })),
    ],
    payments: payments.map(({ paidOn, amount }) => ({ paidOn, amount })),
  });
  const replay = (history: Pick<Parameters<typeof replayDebt>[0], 'charges' | 'payments'>) =>
    replayDebt({ ...history, rule: legalLateFeeRule, index: rising, asOf: '2026-09-15' });

  it('starts again at the last statement that settled the account, and owes exactly what the whole history owes', () => {
    // Late and partial in the first months (surcharge accrues), then all of it from April on.
    const { statements, payments, owed } = sixMonths((left, month) => (month < 3 ? Math.floor(left / 3) : left));
    const histories = accountHistories(statements, payments);
    const history = histories.get(key)!;
    // June settled the account (its payment, inside its balance, left nothing owed): its history is June's charge.
    expect(history).toEqual({
      charges: [{ period: '2026-06', issuedOn: '2026-06-30', dueDate: '2026-07-10', amount: statements[5]!.charges }],
      payments: [],
    });
    const short = replay(history);
    const whole = replay(everything(statements, payments));
    expect(short.total).toBe(whole.total);
    expect(short.total).toBe(owed + short.surcharge);
    expect(short.charges.filter((charge) => charge.capitalLeft > 0)).toEqual(
      whole.charges.filter((charge) => charge.capitalLeft > 0),
    );
    // Reading only the rows from the settling statement on (as the server does) changes nothing.
    const fromJune = accountHistories(
      statements.slice(5),
      payments.filter((payment) => payment.period > '2026-06'),
    );
    expect(fromJune.get(key)).toEqual(history);
    // The months before, late and partial, accrued a surcharge: the whole history is not trivially the short one.
    expect(statements.slice(0, 3).every((row) => row.surcharge > 0)).toBe(true);
  });

  it('replays the whole history of an account that never settled', () => {
    const { statements, payments } = sixMonths((left) => Math.floor(left / 4));
    expect(statements.some((row) => row.balance <= 0 && row.surcharge === 0)).toBe(false);
    expect(replay(accountHistories(statements, payments).get(key)!)).toEqual(replay(everything(statements, payments)));
  });

  it('takes a payment dated before a settled month, recorded after it, as a credit that never reopens that month', () => {
    const { statements, payments } = sixMonths((left, month) => (month === 0 ? 0 : left));
    // January was never paid on time and March settled it all; a transfer of February shows up in July.
    const late = { ...account, paidOn: '2026-02-20', amount: 30_000, period: '2026-07' };
    const settled = replay(accountHistories(statements, payments).get(key)!);
    const withLate = replay(accountHistories(statements, [...payments, late]).get(key)!);
    // It pays from the settling month on, as if it had come then: 30,000 less and the surcharge they would bear.
    const asIfInJune = replay(accountHistories(statements, [...payments, { ...late, paidOn: '2026-06-01' }]).get(key)!);
    expect(withLate).toEqual(asIfInJune);
    expect(withLate.total).toBeLessThan(settled.total - 30_000);
    expect(withLate.total).toBeGreaterThan(settled.total - 31_000);
  });
});
