import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yearAccountSchema } from '../entities/year-account';
import {
  COLLECTED_CATEGORY,
  categoryKey,
  isEmptyYear,
  UNCATEGORIZED,
  type YearAccountInput,
  yearAccountOf,
} from './year-account';

const noDebt = { asOf: '2026-12-31', capital: 0, surcharge: 0, total: 0, unitsInDebt: 0 };

const input = (overrides: Partial<YearAccountInput> = {}): YearAccountInput => ({
  year: 2026,
  movements: [],
  payments: [],
  reserveFundBilled: [],
  debtAtEnd: noDebt,
  ...overrides,
});

const expense = (date: string, category: string, amount: number) => ({
  date,
  type: 'egreso' as const,
  category,
  amount,
});
const income = (date: string, category: string, amount: number) => ({
  date,
  type: 'ingreso' as const,
  category,
  amount,
});

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('the year’s account of a complejo', () => {
  it('adds up a realistic year by category and month, from the opening to the closing balance', () => {
    const account = yearAccountOf(
      input({
        movements: [
          // 2025 leaves $ 150.000,00 in the account.
          income('2025-06-10', 'Intereses bancarios', 15_000_000),
          expense('2025-09-05', 'Limpieza', 5_000_000),
          expense('2026-01-05', 'Limpieza', 4_850_000),
          expense('2026-02-05', 'Limpieza', 4_850_000),
          expense('2026-01-10', 'Sueldos y cargas sociales', 18_234_567),
          expense('2026-01-20', 'UTE', 1_234_512),
          expense('2026-03-18', 'OSE', 689_045),
          expense('2026-03-25', 'Fondo de reserva', 3_500_000),
          income('2026-04-02', 'Alquiler del salón', 250_000),
        ],
        payments: [
          { paidOn: '2025-12-20', amount: 10_000_000 },
          { paidOn: '2026-01-09', amount: 31_000_000 },
          { paidOn: '2026-02-10', amount: 29_500_050 },
          { paidOn: '2026-02-28', amount: 1_000_000 },
        ],
        reserveFundBilled: [
          { period: '2026-01', amount: 2_500_000 },
          { period: '2026-02', amount: 2_500_000 },
          { period: '2025-12', amount: 2_400_000 },
        ],
        debtAtEnd: { asOf: '2026-12-31', capital: 4_500_000, surcharge: 123_456, total: 4_623_456, unitsInDebt: 3 },
      }),
    );

    expect(account.openingBalance).toBe(15_000_000 - 5_000_000 + 10_000_000);
    expect(account.income.lines.map((line) => line.category)).toEqual([COLLECTED_CATEGORY, 'Alquiler del salón']);
    expect(account.income.lines[0]!.months.slice(0, 3)).toEqual([31_000_000, 30_500_050, 0]);
    expect(account.income.lines[1]!.months[3]).toBe(250_000);
    expect(account.income.total).toBe(61_750_050);
    expect(account.expense.lines.map((line) => [line.category, line.total])).toEqual([
      ['Fondo de reserva', 3_500_000],
      ['Limpieza', 9_700_000],
      ['OSE', 689_045],
      ['Sueldos y cargas sociales', 18_234_567],
      ['UTE', 1_234_512],
    ]);
    expect(account.expense.months.slice(0, 4)).toEqual([24_319_079, 4_850_000, 4_189_045, 0]);
    expect(account.expense.total).toBe(33_358_124);
    expect(account.result.months.slice(0, 4)).toEqual([6_680_921, 25_650_050, -4_189_045, 250_000]);
    expect(account.result.total).toBe(61_750_050 - 33_358_124);
    expect(account.closingBalance).toBe(20_000_000 + 61_750_050 - 33_358_124);
    expect(account.reserveFund).toEqual({
      billed: [2_500_000, 2_500_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      spent: [0, 0, 3_500_000, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      billedTotal: 5_000_000,
      spentTotal: 3_500_000,
    });
    expect(account.debtAtEnd).toEqual({
      asOf: '2026-12-31',
      capital: 4_500_000,
      surcharge: 123_456,
      total: 4_623_456,
      unitsInDebt: 3,
    });
    // It is what a server call would answer.
    expect(yearAccountSchema.parse(account)).toEqual(account);
  });

  it('counts 31 December of the year before in the opening balance, and 1 January in January', () => {
    const account = yearAccountOf(
      input({
        movements: [expense('2025-12-31', 'UTE', 100_000), expense('2026-01-01', 'UTE', 200_000)],
        payments: [
          { paidOn: '2025-12-31', amount: 1_000_000 },
          { paidOn: '2026-01-01', amount: 3_000_000 },
        ],
      }),
    );
    expect(account.openingBalance).toBe(1_000_000 - 100_000);
    expect(account.expense.lines).toEqual([
      { category: 'UTE', months: [200_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], total: 200_000 },
    ]);
    expect(account.income.months[0]).toBe(3_000_000);
    expect(account.closingBalance).toBe(900_000 + 3_000_000 - 200_000);
  });

  it('leaves out what is dated after 31 December: it belongs to the next account', () => {
    const account = yearAccountOf(
      input({
        movements: [expense('2026-12-31', 'OSE', 500), expense('2027-01-01', 'OSE', 700)],
        payments: [{ paidOn: '2027-01-02', amount: 900 }],
        reserveFundBilled: [{ period: '2027-01', amount: 300 }],
      }),
    );
    expect(account.expense.total).toBe(500);
    expect(account.expense.months[11]).toBe(500);
    expect(account.income.total).toBe(0);
    expect(account.reserveFund.billedTotal).toBe(0);
  });

  it('merges a category typed with other case, accents or spaces, under the name it was first written with', () => {
    const account = yearAccountOf(
      input({
        movements: [
          expense('2026-05-01', 'limpieza ', 300),
          expense('2026-02-01', 'Limpieza', 100),
          expense('2026-03-01', 'LIMPIÉZA', 200),
          expense('2026-04-01', 'Sueldos  y cargas   sociales', 50),
          expense('2026-04-02', 'sueldos y cargas sociales', 50),
          expense('2026-06-01', '  ', 10),
          expense('2026-06-02', '', 20),
          expense('2026-07-01', 'fondo de RESERVA', 1_000),
          expense('2026-08-01', 'Fóndo de reserva', 500),
          income('2026-02-03', 'cobranza de gastos comunes', 4_000),
          income('2026-02-03', 'Ñandutí', 1),
          income('2026-02-03', 'Nafta', 1),
        ],
        payments: [{ paidOn: '2026-02-03', amount: 6_000 }],
      }),
    );
    expect(account.expense.lines.map((line) => [line.category, line.total])).toEqual([
      ['fondo de RESERVA', 1_500],
      ['Limpieza', 600],
      [UNCATEGORIZED, 30],
      ['Sueldos y cargas sociales', 100],
    ]);
    expect(account.reserveFund.spent[6]).toBe(1_000);
    expect(account.reserveFund.spentTotal).toBe(1_500);
    // The payments' line stays first, whatever its name sorts as; Ñ goes after N.
    expect(account.income.lines.map((line) => [line.category, line.total])).toEqual([
      [COLLECTED_CATEGORY, 10_000],
      ['Nafta', 1],
      ['Ñandutí', 1],
    ]);
    expect(categoryKey('  Ascensóres  ')).toBe(categoryKey('ascensores'));
  });

  it('gives zeros for a year with nothing in it, and says it is empty', () => {
    const account = yearAccountOf(input({ movements: [expense('2024-03-01', 'UTE', 1_000)] }));
    const zeros = Array.from({ length: 12 }, () => 0);
    expect(account).toEqual({
      year: 2026,
      openingBalance: -1_000,
      income: { lines: [{ category: COLLECTED_CATEGORY, months: zeros, total: 0 }], months: zeros, total: 0 },
      expense: { lines: [], months: zeros, total: 0 },
      result: { months: zeros, total: 0 },
      closingBalance: -1_000,
      reserveFund: { billed: zeros, spent: zeros, billedTotal: 0, spentTotal: 0 },
      debtAtEnd: noDebt,
    });
    expect(isEmptyYear(account)).toBe(true);
    expect(isEmptyYear(yearAccountOf(input({ payments: [{ paidOn: '2026-03-01', amount: 1 }] })))).toBe(false);
    expect(isEmptyYear(yearAccountOf(input({ movements: [expense('2026-03-01', 'UTE', 1)] })))).toBe(false);
  });

  it('adds up to the centésimo in every direction, whatever the movements', () => {
    const day = fc
      .record({
        year: fc.integer({ min: 2024, max: 2027 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    const amount = fc.integer({ min: 1, max: 50_000_000_00 });
    const category = fc.constantFrom(
      'Limpieza',
      'limpieza',
      'UTE',
      'OSE',
      'Ascensores',
      'Fondo de reserva',
      'fondo de reserva ',
      '',
      'Seguro',
    );
    const movement = fc.record({
      date: day,
      type: fc.constantFrom('ingreso' as const, 'egreso' as const),
      category,
      amount,
    });
    const payment = fc.record({ paidOn: day, amount });
    fc.assert(
      fc.property(
        fc.array(movement, { maxLength: 60 }),
        fc.array(payment, { maxLength: 60 }),
        (movements, payments) => {
          const account = yearAccountOf(input({ movements, payments }));
          const inYear = (date: string) => date.startsWith('2026-');
          const before = (date: string) => date < '2026-01-01';
          const signed = (item: (typeof movements)[number]) => (item.type === 'ingreso' ? item.amount : -item.amount);
          expect(account.openingBalance).toBe(
            sum(movements.filter((item) => before(item.date)).map(signed)) +
              sum(payments.filter((item) => before(item.paidOn)).map((item) => item.amount)),
          );
          for (const side of [account.income, account.expense]) {
            for (const line of side.lines) expect(line.total).toBe(sum(line.months));
            expect(side.total).toBe(sum(side.months));
            expect(side.total).toBe(sum(side.lines.map((line) => line.total)));
            for (let month = 0; month < 12; month += 1) {
              expect(side.months[month]).toBe(sum(side.lines.map((line) => line.months[month]!)));
            }
          }
          expect(account.income.total).toBe(
            sum(movements.filter((item) => inYear(item.date) && item.type === 'ingreso').map((item) => item.amount)) +
              sum(payments.filter((item) => inYear(item.paidOn)).map((item) => item.amount)),
          );
          expect(account.expense.total).toBe(
            sum(movements.filter((item) => inYear(item.date) && item.type === 'egreso').map((item) => item.amount)),
          );
          expect(account.result.total).toBe(sum(account.result.months));
          expect(account.closingBalance).toBe(account.openingBalance + account.income.total - account.expense.total);
          expect(account.reserveFund.spentTotal).toBe(
            account.expense.lines.find((line) => categoryKey(line.category) === 'fondo de reserva')?.total ?? 0,
          );
          expect(new Set(account.expense.lines.map((line) => categoryKey(line.category))).size).toBe(
            account.expense.lines.length,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
