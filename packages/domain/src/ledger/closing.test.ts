import { describe, expect, it } from 'vitest';
import { accountKeyOf, chargeOfStatement, closeMonth, type MonthToClose, openingOf, periodEnd } from './closing';
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
