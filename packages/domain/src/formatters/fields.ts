/** SPEC §3: the common-expense fields that tables show as currency, listed once. */
export const COMMON_EXPENSE_CURRENCY_FIELDS = [
  'prevBalance',
  'payments',
  'balance',
  'surcharge',
  'commonExpenses',
  'extraFee',
  'reserveFound',
  'commonAreas',
  'totalPeriod',
  'totalDebt',
  'income',
  'expense',
  'total',
] as const;

export type CommonExpenseCurrencyField = (typeof COMMON_EXPENSE_CURRENCY_FIELDS)[number];

const currencyFields: ReadonlySet<string> = new Set(COMMON_EXPENSE_CURRENCY_FIELDS);

export const isCommonExpenseCurrencyField = (name: string): name is CommonExpenseCurrencyField =>
  currencyFields.has(name);
