import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRut, isValidRut, parseRut, randomRut, rutCheckDigit, rutDigits, rutFromBase, validateRut } from './rut';

/*
 * Check digits computed by hand. Weights 2,3,…,9,2,3,4 run from the rightmost of the 11 digits leftwards,
 * i.e. 4,3,2,9,8,7,6,5,4,3,2 read left to right; result = 11 - sum mod 11, with 11 → 0 and 10 → 1.
 *   21100342001 → 2·4+1·3+1·2+0·9+0·8+3·7+4·6+2·5+0·4+0·3+1·2 = 8+3+2+21+24+10+2 = 70;
 *                 70 mod 11 = 4 → 7
 *   12345678001 → 4+6+6+36+40+42+42+40+0+0+2 = 218; 218 mod 11 = 9 → 2
 *   21000000001 → 8+3+2 = 13; 13 mod 11 = 2 → 9
 *   21010000001 → 8+3+9+2 = 22; 22 mod 11 = 0 → 11 becomes 0
 *   21500000001 → 8+3+10+2 = 23; 23 mod 11 = 1 → 10 becomes 1
 */
const handComputed = [
  ['21100342001', 7],
  ['12345678001', 2],
  ['21000000001', 9],
  ['21010000001', 0],
  ['21500000001', 1],
] as const;

const base = fc.stringMatching(/^\d{11}$/);
const unitRandom = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('rutCheckDigit', () => {
  it.each(handComputed)('the check digit of %s is %i', (digits, check) => {
    expect(rutCheckDigit(digits)).toBe(check);
  });

  it('refuses anything but 11 digits', () => {
    expect(() => rutCheckDigit('2110034200')).toThrow(RangeError);
    expect(() => rutCheckDigit('211003420017')).toThrow(RangeError);
    expect(() => rutCheckDigit('2110034200a')).toThrow(RangeError);
  });
});

describe('validateRut', () => {
  it.each(handComputed)('accepts %s followed by its check digit %i', (digits, check) => {
    expect(validateRut(`${digits}${check}`)).toBeNull();
  });

  it('accepts the usual separators', () => {
    for (const writing of [
      '21 100342 001 7',
      '21.100342.001-7',
      '21-100342-001-7',
      ' 211003420017 ',
      '21/100342/0017',
    ]) {
      expect(validateRut(writing)).toBeNull();
    }
  });

  it('asks for the RUT when it is empty', () => {
    expect(validateRut('')).toBe('Ingrese el RUT.');
    expect(validateRut('  ')).toBe('Ingrese el RUT.');
  });

  it('rejects letters', () => {
    expect(validateRut('21100342001A')).toBe('El RUT solo puede contener números.');
  });

  it('requires exactly 12 digits', () => {
    expect(validateRut('21100342001')).toBe('El RUT debe tener exactamente 12 dígitos (tiene 11).');
    expect(validateRut('2110034200170')).toBe('El RUT debe tener exactamente 12 dígitos (tiene 13).');
  });

  it('rejects a wrong check digit', () => {
    expect(validateRut('211003420018')).toBe(
      'El RUT 21 100342 001 8 no es válido: revise los números y el dígito verificador.',
    );
  });

  it('does not catch every single-digit change: remainders 1 and 10 both give check digit 1', () => {
    // 21510000001 → 8+3+10+9+2 = 32; 32 mod 11 = 10 → 11-10 = 1, like 21500000001 (remainder 1 → 10 → 1).
    expect(validateRut('215000000011')).toBeNull();
    expect(validateRut('215100000011')).toBeNull();
  });

  it('isValidRut mirrors validateRut', () => {
    expect(isValidRut('211003420017')).toBe(true);
    expect(isValidRut('211003420018')).toBe(false);
  });
});

describe('formatRut and parseRut', () => {
  it('groups 2, 6, 3 and 1 digits', () => {
    expect(formatRut('211003420017')).toBe('21 100342 001 7');
    expect(formatRut('21.100342.001-7')).toBe('21 100342 001 7');
  });

  it('returns incomplete input as its digits', () => {
    expect(formatRut('21.1003')).toBe('211003');
  });

  it('parses to the 12 digits or explains the problem', () => {
    expect(parseRut('21.100342.001-7')).toEqual({ ok: true, value: '211003420017' });
    expect(parseRut('21')).toEqual({ ok: false, message: 'El RUT debe tener exactamente 12 dígitos (tiene 2).' });
  });

  it('rutDigits drops only separators', () => {
    expect(rutDigits(' 21.100342-001/7 ')).toBe('211003420017');
    expect(rutDigits('21a')).toBe('21a');
  });
});

describe('RUT properties', () => {
  it('every RUT built from a base validates', () => {
    fc.assert(fc.property(base, (digits) => validateRut(rutFromBase(digits)) === null));
  });

  it('every random RUT validates', () => {
    fc.assert(
      fc.property(unitRandom, (value) => {
        const rut = randomRut(() => value);
        return validateRut(rut) === null && /^(0[1-9]|1\d|2[01])\d{6}001\d$/.test(rut);
      }),
    );
    for (let index = 0; index < 1000; index += 1) expect(isValidRut(randomRut())).toBe(true);
  });

  it('changing only the check digit invalidates the RUT', () => {
    fc.assert(
      fc.property(base, fc.integer({ min: 1, max: 9 }), (digits, shift) => {
        const valid = rutFromBase(digits);
        const wrong = (Number(valid.slice(-1)) + shift) % 10;
        return validateRut(`${digits}${wrong}`) !== null;
      }),
    );
  });

  it('format → parse is the identity', () => {
    fc.assert(
      fc.property(base, (digits) => {
        const rut = rutFromBase(digits);
        const result = parseRut(formatRut(rut));
        return result.ok && result.value === rut;
      }),
    );
  });
});
