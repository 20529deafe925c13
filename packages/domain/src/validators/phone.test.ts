import { describe, expect, it } from 'vitest';
import { normalizePhone, PHONE_LENGTH, validatePhone } from './phone';

describe('validatePhone', () => {
  it('accepts exactly 8 digits', () => {
    expect(PHONE_LENGTH).toBe(8);
    expect(validatePhone('24001234')).toBeNull();
    expect(validatePhone('99123456')).toBeNull();
  });

  it('asks for a phone when empty', () => {
    expect(validatePhone('')).toBe('Ingrese un teléfono.');
    expect(validatePhone('  ')).toBe('Ingrese un teléfono.');
  });

  it.each([
    ['2400 1234', '24001234'],
    ['2400-1234', '24001234'],
    ['(2) 400.1234', '24001234'],
    ['099 123 456', '99123456'],
    ['099-123-456', '99123456'],
    ['+598 99 123 456', '99123456'],
    ['+598 099 123 456', '99123456'],
    ['00598 2400 1234', '24001234'],
    ['59899123456', '99123456'],
  ])('accepts %s as people write it and keeps the 8 digits %s', (written, digits) => {
    expect(validatePhone(written)).toBeNull();
    expect(normalizePhone(written)).toBe(digits);
  });

  it('refuses letters with a message, never dropping them', () => {
    expect(validatePhone('2400123a')).toBe(
      'El teléfono solo puede contener números (además de espacios, guiones y el +598).',
    );
    expect(normalizePhone('2400123a')).toBe('2400123a');
  });

  it('refuses other lengths, saying how many digits there are, and never cuts a long number', () => {
    expect(validatePhone('2400123')).toBe('El teléfono debe tener exactamente 8 dígitos (tiene 7).');
    expect(validatePhone('2400 12345')).toBe('El teléfono debe tener exactamente 8 dígitos (tiene 9).');
    expect(normalizePhone('2400 12345')).toBe('240012345');
    expect(validatePhone('+598 99 123 4567')).toBe('El teléfono debe tener exactamente 8 dígitos (tiene 9).');
  });
});
