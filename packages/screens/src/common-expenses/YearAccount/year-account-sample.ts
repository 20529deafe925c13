import { type Cents, type YearAccount, type YearAccountInput, yearAccountOf } from '@horizontal/domain';

// The account of a complejo of 40 units in Montevideo, built by the domain's own yearAccountOf from a year of
// movements and payments, so that stories and tests show the figures the server will answer, not copies of them.
// When the mocks serve the year's account, its fixture takes this one's place.

const pad = (value: number) => String(value).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
const months = Array.from({ length: 12 }, (_, index) => index + 1);

type Movement = YearAccountInput['movements'][number];

/** A monthly bill that moves a little from month to month, as UTE's and OSE's do. */
const monthly = (year: number, date: number, category: string, base: Cents, swing: Cents): Movement[] =>
  months.map((month) => ({
    date: day(year, month, date),
    type: 'egreso',
    category,
    amount: base + ((month * 7_919) % 13) * Math.round(swing / 12),
  }));

const yearOf = (year: number): Movement[] => [
  ...monthly(year, 5, 'Limpieza', 6_200_000, 0),
  ...monthly(year, 8, 'Sueldos y cargas sociales', 14_535_000, 0),
  // The aguinaldo of the doorman, in June and December.
  { date: day(year, 6, 28), type: 'egreso', category: 'Sueldos y cargas sociales', amount: 6_056_250 },
  { date: day(year, 12, 18), type: 'egreso', category: 'Sueldos y cargas sociales', amount: 6_056_250 },
  ...monthly(year, 12, 'UTE', 1_850_000, 620_000),
  ...monthly(year, 14, 'OSE', 912_000, 240_000),
  ...monthly(year, 10, 'Ascensores', 2_150_000, 0),
  ...monthly(year, 3, 'Honorarios de administración', 3_200_000, 0),
  ...[2, 5, 8, 11].map(
    (month): Movement => ({ date: day(year, month, 20), type: 'egreso', category: 'Seguro', amount: 3_845_000 }),
  ),
  { date: day(year, 9, 15), type: 'egreso', category: 'Fondo de reserva', amount: 18_000_000 },
  { date: day(year, 10, 2), type: 'egreso', category: 'fondo de reserva', amount: 4_500_000 },
  ...[3, 7, 12].map(
    (month): Movement => ({
      date: day(year, month, 22),
      type: 'ingreso',
      category: 'Alquiler del salón comunal',
      amount: 250_000,
    }),
  ),
  ...months.map(
    (month): Movement => ({
      date: day(year, month, 28),
      type: 'ingreso',
      category: 'Intereses bancarios',
      amount: 18_450 + month * 37,
    }),
  ),
];

/** What the 40 units paid each month: a little under what they were billed, the rest is the debt. */
const paymentsOf = (year: number, monthlyCollected: Cents) =>
  months.flatMap((month) => [
    { paidOn: day(year, month, 10), amount: Math.round(monthlyCollected * 0.82) },
    { paidOn: day(year, month, 24), amount: monthlyCollected - Math.round(monthlyCollected * 0.82) - month * 1_250 },
  ]);

export const sampleYear = 2025;

/** Parque Batlle's 2025: the account carried in from 2024, a year of expenses, and a surplus. */
export const sampleAccount: YearAccount = yearAccountOf({
  year: sampleYear,
  movements: [
    { date: '2024-12-05', type: 'ingreso', category: 'Saldo de la administración anterior', amount: 31_250_000 },
    ...yearOf(sampleYear),
  ],
  payments: paymentsOf(sampleYear, 37_900_000),
  reserveFundBilled: months.map((month) => ({ period: `${sampleYear}-${pad(month)}`, amount: 2_985_000 })),
  debtAtEnd: { asOf: '2025-12-31', capital: 18_412_300, surcharge: 734_512, total: 19_146_812, unitsInDebt: 6 },
});

/** A year that spent more than it collected: a façade repaired, and the account ends it in red. */
export const negativeAccount: YearAccount = yearAccountOf({
  year: sampleYear,
  movements: [
    { date: '2024-11-30', type: 'egreso', category: 'Limpieza', amount: 1_200_000 },
    ...yearOf(sampleYear),
    { date: '2025-04-15', type: 'egreso', category: 'Reparación de fachada', amount: 95_000_000 },
  ],
  payments: paymentsOf(sampleYear, 33_500_000),
  reserveFundBilled: months.map((month) => ({ period: `${sampleYear}-${pad(month)}`, amount: 2_985_000 })),
  debtAtEnd: { asOf: '2025-12-31', capital: 41_930_000, surcharge: 2_318_244, total: 44_248_244, unitsInDebt: 11 },
});

/** 2026 before its first movement: only the balance 2025 left. */
export const emptyAccount: YearAccount = yearAccountOf({
  year: 2026,
  movements: [],
  payments: [{ paidOn: '2025-12-20', amount: 12_500_000 }],
  reserveFundBilled: [],
  debtAtEnd: { asOf: '2026-01-05', capital: 0, surcharge: 0, total: 0, unitsInDebt: 0 },
});

export const sampleComplejo = 'Complejo Parque Batlle';
export const sampleYears = [2025, 2024, 2023] as const;
