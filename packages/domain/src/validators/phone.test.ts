import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  normalizePhone,
  PHONE_LENGTH,
  parsePhone,
  phoneCallHref,
  phoneKind,
  phoneMessages,
  phoneWhatsAppHref,
  validatePhone,
} from './phone';

describe('parsePhone and validatePhone', () => {
  it('stores the spec’s 8 digits', () => {
    expect(PHONE_LENGTH).toBe(8);
  });

  it.each([
    // Landlines: Montevideo 2XXX XXXX, the rest of the country 4XXX XXXX.
    ['24001234', '24001234'],
    ['2400 1234', '24001234'],
    ['2400-1234', '24001234'],
    ['2400.1234', '24001234'],
    ['(2) 400 1234', '24001234'],
    ['  2487 1234  ', '24871234'],
    ['4249 0011', '42490011'],
    ['42-49-00-11', '42490011'],
    ['+598 2400 1234', '24001234'],
    ['+598 4249 0011', '42490011'],
    ['00598 2400 1234', '24001234'],
    ['598 2400 1234', '24001234'],
    // Mobiles: 09X XXX XXX as dialled in Uruguay, 9X XXX XXX after +598, and the stored 8 digits.
    ['099 123 456', '99123456'],
    ['099123456', '99123456'],
    ['099-123-456', '99123456'],
    ['091 234 567', '91234567'],
    ['094.111.223', '94111223'],
    ['99123456', '99123456'],
    ['99 123 456', '99123456'],
    ['+598 99 123 456', '99123456'],
    ['+59899123456', '99123456'],
    ['+598 099 123 456', '99123456'],
    ['00598 99 123 456', '99123456'],
    ['598 99 123 456', '99123456'],
    ['59899123456', '99123456'],
    ['\u00a0099\u00a0876\u00a0534', '99876534'],
  ])('accepts «%s» and keeps %s', (written, digits) => {
    expect(parsePhone(written)).toEqual({ ok: true, value: digits });
    expect(validatePhone(written)).toBeNull();
    expect(normalizePhone(written)).toBe(digits);
  });

  it.each([
    ['', phoneMessages.empty],
    ['   ', phoneMessages.empty],
    ['- -', phoneMessages.empty],
    // A digit missing or too many, counted as the person wrote the number.
    ['099 123 45', 'Al teléfono celular le falta un dígito: se escribe 09X XXX XXX.'],
    ['09912345', 'Al teléfono celular le falta un dígito: se escribe 09X XXX XXX.'],
    ['0991', 'Al teléfono celular le faltan 5 dígitos: se escribe 09X XXX XXX.'],
    ['0', 'Al teléfono celular le faltan 8 dígitos: se escribe 09X XXX XXX.'],
    ['099-123-4567', 'Al teléfono celular le sobra un dígito: se escribe 09X XXX XXX.'],
    ['099 123 456 78', 'Al teléfono celular le sobran 2 dígitos: se escribe 09X XXX XXX.'],
    ['99 123 45', 'Al teléfono celular le falta un dígito: se escribe 09X XXX XXX.'],
    ['+598 99 123 45', 'Al teléfono celular le falta un dígito: se escribe 09X XXX XXX.'],
    ['+598 99 123 4567', 'Al teléfono celular le sobra un dígito: se escribe 09X XXX XXX.'],
    ['2401', 'Al teléfono fijo le faltan 4 dígitos: se escribe 2XXX XXXX o 4XXX XXXX.'],
    ['2400123', 'Al teléfono fijo le falta un dígito: se escribe 2XXX XXXX o 4XXX XXXX.'],
    ['2400 12345', 'Al teléfono fijo le sobra un dígito: se escribe 2XXX XXXX o 4XXX XXXX.'],
    ['4249 00112', 'Al teléfono fijo le sobra un dígito: se escribe 2XXX XXXX o 4XXX XXXX.'],
    // Not a number of the Uruguayan plan.
    ['12345678', phoneMessages.notUruguayan],
    ['123', phoneMessages.notUruguayan],
    ['3400 1234', phoneMessages.notUruguayan],
    ['5400 1234', phoneMessages.notUruguayan],
    ['8765 4321', phoneMessages.notUruguayan],
    ['0800 1234', phoneMessages.notUruguayan],
    ['02 400 1234', phoneMessages.notUruguayan],
    ['090 123 456', phoneMessages.mobilePrefix],
    ['90 123 456', phoneMessages.mobilePrefix],
    ['+598 90 123 456', phoneMessages.mobilePrefix],
    // Prefixes.
    ['+54 11 4321 5678', phoneMessages.foreign],
    ['0054 11 4321 5678', phoneMessages.foreign],
    ['+1 555 123 4567', phoneMessages.foreign],
    ['+598', phoneMessages.onlyPrefix],
    ['+59', phoneMessages.onlyPrefix],
    ['+', phoneMessages.onlyPrefix],
    ['00598', phoneMessages.onlyPrefix],
    // Characters that are not part of a phone.
    ['2400123a', phoneMessages.characters],
    ['099 123 456 int 2', phoneMessages.characters],
    ['+598 abc', phoneMessages.characters],
    ['2400_1234', phoneMessages.characters],
  ])('refuses «%s»: %s', (written, message) => {
    expect(parsePhone(written)).toEqual({ ok: false, message });
    expect(validatePhone(written)).toBe(message);
  });

  it('names the phone in every message, as the server’s answer is read without its field', () => {
    for (const written of ['', '099 123 45', '2401', '12345678', '090 123 456', '+54 11', '+598', 'a']) {
      expect(validatePhone(written)).toMatch(/teléfono/);
    }
  });
});

describe('normalizePhone', () => {
  it('never cuts nor completes a wrong number: it only drops the separators', () => {
    expect(normalizePhone('2400 12345')).toBe('240012345');
    expect(normalizePhone('099 123 45')).toBe('09912345');
    expect(normalizePhone('2400123a')).toBe('2400123a');
    expect(normalizePhone('+54 11 4321 5678')).toBe('+541143215678');
  });
});

describe('formatPhone', () => {
  it.each([
    ['99876534', '099 876 534'],
    ['91234567', '091 234 567'],
    ['24871234', '2487 1234'],
    ['42490011', '4249 0011'],
    ['+598 99 876 534', '099 876 534'],
    ['2487-1234', '2487 1234'],
  ])('writes %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('shows an invalid or empty value as it is', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('12345678')).toBe('12345678');
    expect(formatPhone('09912345')).toBe('09912345');
  });
});

describe('phone links', () => {
  it('calls any valid number in international form', () => {
    expect(phoneCallHref('99876534')).toBe('tel:+59899876534');
    expect(phoneCallHref('24871234')).toBe('tel:+59824871234');
    expect(phoneCallHref('099 876 534')).toBe('tel:+59899876534');
    expect(phoneCallHref('12345678')).toBeNull();
    expect(phoneCallHref('')).toBeNull();
  });

  it('offers WhatsApp for mobiles only', () => {
    expect(phoneWhatsAppHref('99876534')).toBe('https://wa.me/59899876534');
    expect(phoneWhatsAppHref('24871234')).toBeNull();
    expect(phoneWhatsAppHref('12345678')).toBeNull();
  });

  it('tells mobiles from landlines', () => {
    expect(phoneKind('99876534')).toBe('mobile');
    expect(phoneKind('24871234')).toBe('landline');
    expect(phoneKind('42490011')).toBe('landline');
    expect(phoneKind('12345678')).toBeNull();
  });
});
