import { describe, expect, it } from 'vitest';
import {
  formatPaymentReference,
  luhnCheckDigit,
  PAYMENT_REFERENCE_DIGITS,
  paymentReferenceOf,
  readPaymentReference,
} from './payment-reference';

describe('payment references', () => {
  it('uses Luhn’s check digit, as card numbers do', () => {
    // The classic example: 7992739871 has check digit 3.
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnCheckDigit('0')).toBe('0');
  });

  it('names the complejo, the unit and who pays, and reads back to the same account', () => {
    const owner = paymentReferenceOf({ buildingId: 1, apartmentId: 123, payer: 'propietario' });
    const tenant = paymentReferenceOf({ buildingId: 1, apartmentId: 123, payer: 'inquilino' });
    expect(owner).toHaveLength(PAYMENT_REFERENCE_DIGITS);
    expect(owner).toMatch(/^0000100001231\d$/);
    expect(tenant).not.toBe(owner);
    expect(readPaymentReference(owner)).toEqual({
      ok: true,
      account: { buildingId: 1, apartmentId: 123, payer: 'propietario' },
    });
    expect(readPaymentReference(formatPaymentReference(tenant))).toEqual({
      ok: true,
      account: { buildingId: 1, apartmentId: 123, payer: 'inquilino' },
    });
    expect(formatPaymentReference('00001000012317')).toBe('0000 1000 0123 17');
  });

  it('refuses every single mistyped digit and every swap of two different neighbours', () => {
    const reference = paymentReferenceOf({ buildingId: 42, apartmentId: 98_765, payer: 'propietario' });
    for (let index = 0; index < reference.length; index += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === reference[index]) continue;
        const typo = `${reference.slice(0, index)}${digit}${reference.slice(index + 1)}`;
        expect(readPaymentReference(typo).ok, typo).toBe(false);
      }
    }
    for (let index = 0; index < reference.length - 1; index += 1) {
      const [a, b] = [reference[index]!, reference[index + 1]!];
      // Luhn misses only 09 ↔ 90.
      if (a === b || `${a}${b}` === '09' || `${a}${b}` === '90') continue;
      const swapped = `${reference.slice(0, index)}${b}${a}${reference.slice(index + 2)}`;
      expect(readPaymentReference(swapped).ok, swapped).toBe(false);
    }
  });

  it('says in Spanish why a reference names no account', () => {
    expect(readPaymentReference('123')).toEqual({ ok: false, message: 'La referencia debe tener 14 dígitos.' });
    expect(readPaymentReference(`0000000000000${luhnCheckDigit('0000000000000')}`)).toEqual({
      ok: false,
      message: 'La referencia no es de un estado de cuenta de Horizontal.',
    });
  });
});
