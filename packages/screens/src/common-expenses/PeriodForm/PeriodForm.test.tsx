import { commonExpenseMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { formatIsoPeriod, parsePercent, percentText } from '../labels';
import { paymentFieldOf } from '../PaymentForm/payment-form';
import { percentNotNumber, periodRefusal, toRequest, validate } from './period-form';

describe('percent fields', () => {
  it('reads a percent with a comma or a point as basis points', () => {
    expect(parsePercent('10')).toBe(1000);
    expect(parsePercent('10,5')).toBe(1050);
    expect(parsePercent('12.25 %')).toBe(1225);
    expect(parsePercent('')).toBeUndefined();
    expect(parsePercent('diez')).toBeNaN();
    // Three decimals are not a whole basis point: the schema's message explains it.
    expect(Number.isInteger(parsePercent('10,555'))).toBe(false);
    expect(percentText(1050)).toBe('10,50');
  });

  it('leaves an empty reserve fund to the settings and explains a wrong one', () => {
    const draft = {
      period: { year: 2026, month: 12 },
      dueDate: null,
      reserveFund: '',
      extraFeeAmount: null,
      extraFeeSplit: 'coeficiente' as const,
    };
    expect(validate(draft)).toEqual({});
    expect(toRequest(draft)).toEqual({
      period: '2026-12',
      dueDate: null,
      reserveFundBasisPoints: null,
      extraFeeAmount: 0,
      extraFeeSplit: 'coeficiente',
    });
    expect(validate({ ...draft, reserveFund: 'x' }).reserveFund).toBe(percentNotNumber);
    expect(validate({ ...draft, period: null }).period).toBe('Ingrese un período.');
  });
});

describe('refusals shown on their field', () => {
  it('puts the month refusals of commonexpenses/create on the period', () => {
    expect(periodRefusal(commonExpenseMessages.periodTaken)).toBe(true);
    expect(periodRefusal(commonExpenseMessages.anotherOpen('2026-11'))).toBe(true);
    expect(periodRefusal(commonExpenseMessages.notNext('2027-01'))).toBe(true);
    expect(periodRefusal(commonExpenseMessages.noUnits)).toBe(false);
  });

  it('puts a used reference on the reference and a future day on the date', () => {
    expect(paymentFieldOf(commonExpenseMessages.referenceTaken('TRF-1', 120000))).toBe('reference');
    expect(paymentFieldOf(commonExpenseMessages.paidInFuture)).toBe('paidOn');
    expect(paymentFieldOf(commonExpenseMessages.paymentsClosed('cerrado'))).toBeUndefined();
  });

  it('names a period as the screens show it', () => {
    expect(formatIsoPeriod('2026-03')).toBe('Marzo 2026');
  });
});
