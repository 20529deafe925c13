import type { Cents } from '../formatters/money';
import { percentOf, splitByCoefficient, splitEqually } from './shares';

/** Who a statement is for: the owner, or the tenant where the complejo bills ordinary expenses to tenants. */
export const payers = ['propietario', 'inquilino'] as const;
export type Payer = (typeof payers)[number];
export const payerLabels = { propietario: 'Propietario', inquilino: 'Inquilino' } as const satisfies Record<
  Payer,
  string
>;

export const extraFeeSplits = ['coeficiente', 'partes-iguales'] as const;
export type ExtraFeeSplit = (typeof extraFeeSplits)[number];
export const extraFeeSplitLabels = {
  coeficiente: 'Por coeficiente',
  'partes-iguales': 'En partes iguales',
} as const satisfies Record<ExtraFeeSplit, string>;

/** A unit as the month's split sees it. `tenant`: it has a tenant and the complejo bills tenants separately. */
export type BilledUnit = { apartmentId: number; coefficient: number; tenant: boolean };

/** What a month bills: its expenses, the reserve fund's rate, its extraordinary fee and the common areas booked. */
export type MonthTerms = {
  expenses: Cents;
  reserveFundBasisPoints: number;
  extraFee: Cents;
  extraFeeSplit: ExtraFeeSplit;
  commonAreas: ReadonlyMap<number, Cents>;
};

/** One statement's charges for the month (SPEC §3 field names). */
export type MonthCharges = {
  apartmentId: number;
  payer: Payer;
  commonExpenses: Cents;
  reserveFound: Cents;
  extraFee: Cents;
  commonAreas: Cents;
};

export const chargesTotal = (
  charges: Pick<MonthCharges, 'commonExpenses' | 'reserveFound' | 'extraFee' | 'commonAreas'>,
) => charges.commonExpenses + charges.reserveFound + charges.extraFee + charges.commonAreas;

/**
 * The month's charges of every unit: the expenses and the reserve fund (a percentage of the expenses) split by
 * coefficient, the extraordinary fee by coefficient or equally, the common areas each unit booked. Each figure is
 * split on its own, so that the units' amounts of each add up exactly to the month's (shares.ts says how the
 * centésimos left by rounding are given). A unit with a tenant billed separately gets two statements: the tenant's
 * with the ordinary expenses and its common areas, the owner's with the reserve fund and the extraordinary fee,
 * which improve or keep the property.
 */
export const monthCharges = (units: readonly BilledUnit[], terms: MonthTerms): MonthCharges[] => {
  if (units.length === 0) return [];
  const coefficients = units.map((unit) => unit.coefficient);
  const expenses = splitByCoefficient(terms.expenses, coefficients);
  const reserve = splitByCoefficient(percentOf(terms.expenses, terms.reserveFundBasisPoints), coefficients);
  const extra =
    terms.extraFeeSplit === 'coeficiente'
      ? splitByCoefficient(terms.extraFee, coefficients)
      : splitEqually(terms.extraFee, units.length);
  return units.flatMap((unit, index): MonthCharges[] => {
    const ordinary = { commonExpenses: expenses[index]!, commonAreas: terms.commonAreas.get(unit.apartmentId) ?? 0 };
    const property = { reserveFound: reserve[index]!, extraFee: extra[index]! };
    if (!unit.tenant) return [{ apartmentId: unit.apartmentId, payer: 'propietario', ...ordinary, ...property }];
    return [
      { apartmentId: unit.apartmentId, payer: 'propietario', commonExpenses: 0, commonAreas: 0, ...property },
      { apartmentId: unit.apartmentId, payer: 'inquilino', reserveFound: 0, extraFee: 0, ...ordinary },
    ];
  });
};

/** The frozen figures of a statement at closing (SPEC §3): balance = prevBalance − payments; totalDebt = balance + totalPeriod. */
export type StatementFigures = {
  prevBalance: Cents;
  payments: Cents;
  balance: Cents;
  surcharge: Cents;
  commonExpenses: Cents;
  extraFee: Cents;
  reserveFound: Cents;
  commonAreas: Cents;
  totalPeriod: Cents;
  totalDebt: Cents;
};

/**
 * A statement closed: its month's charges, and the surcharge the account's debt accrued during the month, which
 * is what the debt owed at the month's end (`debtBefore`, before this month's charges, replayed by debt.ts) has
 * beyond the balance carried. So a statement's totalDebt is always what the replayed debt says the account owes.
 */
export const closeStatement = (
  open: { prevBalance: Cents; payments: Cents },
  charges: Omit<MonthCharges, 'apartmentId' | 'payer'>,
  debtBefore: Cents,
): StatementFigures => {
  const balance = open.prevBalance - open.payments;
  const surcharge = Math.max(0, debtBefore - balance);
  const totalPeriod = surcharge + chargesTotal(charges);
  return {
    prevBalance: open.prevBalance,
    payments: open.payments,
    balance,
    surcharge,
    commonExpenses: charges.commonExpenses,
    extraFee: charges.extraFee,
    reserveFound: charges.reserveFound,
    commonAreas: charges.commonAreas,
    totalPeriod,
    totalDebt: balance + totalPeriod,
  };
};
