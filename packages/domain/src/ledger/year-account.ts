import { periodOf, periodsBetween } from '../dates/dates';
import type { YearAccount, YearAccountLine, YearAccountSide } from '../entities/year-account';
import { addCents, type Cents, subtractCents } from '../formatters/money';
import { compareSpanish } from '../formatters/wording';

/** The income line of the units' payments, always the first one. */
export const COLLECTED_CATEGORY = 'Cobranza de gastos comunes';
/** Where a movement typed without a category is added up. */
export const UNCATEGORIZED = 'Sin categoría';
/** The expense category that spends the reserve fund. */
export const RESERVE_FUND_CATEGORY = 'Fondo de reserva';

export type YearAccountInput = {
  year: number;
  /** Every movement of the complejo up to the end of the year (earlier years make the opening balance). */
  movements: readonly { date: string; type: 'ingreso' | 'egreso'; category: string; amount: Cents }[];
  /** Every confirmed payment of units up to the end of the year (gastos comunes collected). */
  payments: readonly { paidOn: string; amount: Cents }[];
  /** The year's statements' reserve-fund charges, by period 'yyyy-mm'. */
  reserveFundBilled: readonly { period: string; amount: Cents }[];
  /** What the units owed at the year's end (or today, for the current year), from the ledger's debt replay. */
  debtAtEnd: { asOf: string; capital: Cents; surcharge: Cents; total: Cents; unitsInDebt: number };
};

/**
 * Categories are typed by hand month after month: «Limpieza», «limpieza » and «LIMPIEZA» are one line of the
 * account, and so are «Ascensores» and «Ascensóres». Case, accents and spacing are not part of the name.
 */
export const categoryKey = (category: string): string =>
  category.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** A category as the account shows it: its spacing tidied, and «Sin categoría» for one left blank. */
const shownCategory = (category: string): string => category.replace(/\s+/g, ' ').trim() || UNCATEGORIZED;

const twelveZeros = (): Cents[] => Array.from({ length: 12 }, () => 0);

/** Where a period falls in the year: 0 for January, negative before the year, 12 or more after it. */
const monthIndexOf = (year: number, period: string) => periodsBetween(`${String(year).padStart(4, '0')}-01`, period);

type Growing = { category: string; months: Cents[] };

/** Lines keyed by category; a line takes the name the category had where it was first written. */
class Lines {
  private readonly byKey = new Map<string, Growing>();

  add(category: string, month: number, amount: Cents) {
    const shown = shownCategory(category);
    const key = categoryKey(shown);
    let line = this.byKey.get(key);
    if (!line) {
      line = { category: shown, months: twelveZeros() };
      this.byKey.set(key, line);
    }
    line.months[month] = addCents(line.months[month]!, amount);
  }

  /** Keeps a line (even with nothing in it) under a fixed name. */
  reserve(category: string) {
    this.byKey.set(categoryKey(category), { category, months: twelveZeros() });
  }

  take(key: string): Growing | undefined {
    const line = this.byKey.get(key);
    this.byKey.delete(key);
    return line;
  }

  sorted(): Growing[] {
    return [...this.byKey.values()].sort((a, b) => compareSpanish(a.category, b.category));
  }
}

const lineOf = ({ category, months }: Growing): YearAccountLine => ({
  category,
  months,
  total: months.reduce(addCents, 0),
});

const sideOf = (lines: YearAccountLine[]): YearAccountSide => {
  const months = twelveZeros();
  for (const line of lines)
    for (const [index, cents] of line.months.entries()) months[index] = addCents(months[index]!, cents);
  return { lines, months, total: months.reduce(addCents, 0) };
};

/**
 * The year's account of a complejo (Contabilidad, the rendición de cuentas to the assembly). Each amount counts in
 * the month of its date. What is dated before 1 January makes the opening balance; what is dated after 31
 * December belongs to a later account and is left out, so the current year can be asked with today's ledger.
 * Income is the units' payments («Cobranza de gastos comunes», first, and an income movement of that same
 * category is added to it) and the income movements by category; expense, the expense movements by category;
 * both in Spanish order. The reserve fund's spending is the expense of its category, already among the expenses:
 * its table says where the expense went, it is not a second expense.
 */
export const yearAccountOf = ({
  year,
  movements,
  payments,
  reserveFundBilled,
  debtAtEnd,
}: YearAccountInput): YearAccount => {
  let openingBalance: Cents = 0;
  const income = new Lines();
  income.reserve(COLLECTED_CATEGORY);
  const expense = new Lines();
  const spent = twelveZeros();
  const reserveKey = categoryKey(RESERVE_FUND_CATEGORY);

  // The first written name of a category is the earliest; a stable sort keeps a day's movements in their order.
  const dated = [...movements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const movement of dated) {
    const month = monthIndexOf(year, periodOf(movement.date));
    if (month > 11) continue;
    const isIncome = movement.type === 'ingreso';
    if (month < 0) {
      openingBalance = isIncome
        ? addCents(openingBalance, movement.amount)
        : subtractCents(openingBalance, movement.amount);
      continue;
    }
    (isIncome ? income : expense).add(movement.category, month, movement.amount);
    if (!isIncome && categoryKey(movement.category) === reserveKey)
      spent[month] = addCents(spent[month]!, movement.amount);
  }

  for (const payment of payments) {
    const month = monthIndexOf(year, periodOf(payment.paidOn));
    if (month > 11) continue;
    if (month < 0) openingBalance = addCents(openingBalance, payment.amount);
    else income.add(COLLECTED_CATEGORY, month, payment.amount);
  }

  const billed = twelveZeros();
  for (const charge of reserveFundBilled) {
    const month = monthIndexOf(year, charge.period);
    if (month >= 0 && month <= 11) billed[month] = addCents(billed[month]!, charge.amount);
  }

  const collected = income.take(categoryKey(COLLECTED_CATEGORY))!;
  const incomeSide = sideOf([collected, ...income.sorted()].map(lineOf));
  const expenseSide = sideOf(expense.sorted().map(lineOf));
  const result = incomeSide.months.map((cents, index) => subtractCents(cents, expenseSide.months[index]!));
  const resultTotal = subtractCents(incomeSide.total, expenseSide.total);
  return {
    year,
    openingBalance,
    income: incomeSide,
    expense: expenseSide,
    result: { months: result, total: resultTotal },
    closingBalance: addCents(openingBalance, resultTotal),
    reserveFund: {
      billed,
      spent,
      billedTotal: billed.reduce(addCents, 0),
      spentTotal: spent.reduce(addCents, 0),
    },
    debtAtEnd: { ...debtAtEnd },
  };
};

/** A year with no movement and no payment: nothing to account for but the balance it carried. */
export const isEmptyYear = (account: Pick<YearAccount, 'income' | 'expense'>): boolean =>
  account.expense.lines.length === 0 && account.income.lines.every((line) => line.months.every((cents) => cents === 0));
