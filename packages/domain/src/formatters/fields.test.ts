import { describe, expect, it } from 'vitest';
import { COMMON_EXPENSE_CURRENCY_FIELDS, isCommonExpenseCurrencyField } from './fields';

describe('COMMON_EXPENSE_CURRENCY_FIELDS', () => {
  it('lists the currency fields of SPEC §3 exactly once', () => {
    expect(COMMON_EXPENSE_CURRENCY_FIELDS).toEqual([
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
    ]);
    expect(new Set(COMMON_EXPENSE_CURRENCY_FIELDS).size).toBe(COMMON_EXPENSE_CURRENCY_FIELDS.length);
  });

  it('tells currency fields from the rest', () => {
    expect(isCommonExpenseCurrencyField('totalDebt')).toBe(true);
    expect(isCommonExpenseCurrencyField('apartment')).toBe(false);
    expect(isCommonExpenseCurrencyField('Total')).toBe(false);
  });
});
