import { describe, expect, it } from 'vitest';
import { PHONE_LENGTH, validatePhone } from './phone';

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

  it.each(['2400 1234', '2400-1234', '+59824001234', '2400123a'])('rejects the non-digits of %s', (phone) => {
    expect(validatePhone(phone)).toBe('El teléfono solo puede contener números, sin espacios ni guiones.');
  });

  it('rejects other lengths and says how many digits there are', () => {
    expect(validatePhone('2400123')).toBe('El teléfono debe tener exactamente 8 dígitos (tiene 7).');
    expect(validatePhone('099123456')).toBe('El teléfono debe tener exactamente 8 dígitos (tiene 9).');
  });
});
