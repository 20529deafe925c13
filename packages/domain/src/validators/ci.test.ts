import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ciCheckDigit, ciDigits, ciFromBody, formatCi, isValidCi, parseCi, randomCi, validateCi } from './ci';

/*
 * Check digits computed by hand with weights 2,9,8,7,6,3,4 over the body left-padded to 7 digits,
 * check = (10 - sum mod 10) mod 10:
 *   1234567 → 1·2 + 2·9 + 3·8 + 4·7 + 5·6 + 6·3 + 7·4 = 2+18+24+28+30+18+28 = 148 → 10-8 = 2
 *   0123456 → 0·2 + 1·9 + 2·8 + 3·7 + 4·6 + 5·3 + 6·4 = 0+9+16+21+24+15+24 = 109 → 10-9 = 1
 *   5000000 → 5·2 = 10 → sum mod 10 = 0 → 0
 *   4567890 → 8+45+48+49+48+27+0 = 225 → 10-5 = 5
 *   3333333 → 3·(2+9+8+7+6+3+4) = 3·39 = 117 → 10-7 = 3
 *   9999999 → 9·39 = 351 → 10-1 = 9
 */
const handComputed = [
  ['1234567', 2],
  ['123456', 1],
  ['5000000', 0],
  ['4567890', 5],
  ['3333333', 3],
  ['9999999', 9],
] as const;

const body = fc.integer({ min: 100_000, max: 9_999_999 });
const unitRandom = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('ciCheckDigit', () => {
  it.each(handComputed)('the check digit of %s is %i', (digits, check) => {
    expect(ciCheckDigit(digits)).toBe(check);
    expect(ciCheckDigit(Number(digits))).toBe(check);
  });

  it('pads short bodies with zeros on the left', () => {
    expect(ciCheckDigit('123456')).toBe(ciCheckDigit('0123456'));
  });

  it('refuses something that is not a body of 1 to 7 digits', () => {
    expect(() => ciCheckDigit('12345678')).toThrow(RangeError);
    expect(() => ciCheckDigit('')).toThrow(RangeError);
    expect(() => ciCheckDigit(-5)).toThrow(RangeError);
    expect(() => ciCheckDigit(1.5)).toThrow(RangeError);
  });
});

describe('validateCi', () => {
  it.each(handComputed)('accepts %s followed by its check digit %i', (digits, check) => {
    expect(validateCi(`${digits}${check}`)).toBeNull();
  });

  it('accepts 1.234.567-2 in every common writing', () => {
    for (const writing of ['1.234.567-2', '1234567-2', '12345672', '1 234 567 2', ' 1.234.567 - 2 ', '1,234,567/2']) {
      expect(validateCi(writing)).toBeNull();
    }
  });

  it('rejects 1.234.567-3: the check digit does not match', () => {
    expect(validateCi('1.234.567-3')).toBe(
      'La cédula 1.234.567-3 no es válida: revise los números y el dígito verificador.',
    );
  });

  it('asks for the CI when it is empty', () => {
    expect(validateCi('')).toBe('Ingrese la cédula de identidad.');
    expect(validateCi('   ')).toBe('Ingrese la cédula de identidad.');
  });

  it('asks for digits when there are none', () => {
    expect(validateCi('abc.-')).toBe('La cédula debe contener números, por ejemplo 1.234.567-2.');
  });

  it('rejects a CI that starts with 0, even if its check digit matches', () => {
    // 0123456 has check digit 1 (see above), so "01234561" only fails on the leading zero.
    expect(validateCi('01234561')).toBe('La cédula no puede empezar con 0.');
    expect(validateCi('0.123.456-1')).toBe('La cédula no puede empezar con 0.');
  });

  it('rejects too few or too many digits', () => {
    expect(validateCi('123456')).toBe('La cédula debe tener 7 u 8 dígitos contando el verificador (tiene 6).');
    expect(validateCi('123456789')).toBe('La cédula debe tener 7 u 8 dígitos contando el verificador (tiene 9).');
  });

  it('strips every non-digit before checking (SPEC §5)', () => {
    expect(validateCi('CI 1.234.567-2')).toBeNull();
  });

  it('does not catch every single-digit change: the first weight is 2, so +5 there adds 10 to the sum', () => {
    // 6234567 → 6·2 + 18+24+28+30+18+28 = 158 → 10-8 = 2, the same check digit as 1234567.
    expect(validateCi('6.234.567-2')).toBeNull();
  });

  it('isValidCi mirrors validateCi', () => {
    expect(isValidCi('1.234.567-2')).toBe(true);
    expect(isValidCi('1.234.567-3')).toBe(false);
  });
});

describe('formatCi and parseCi', () => {
  it('formats with thousands dots and a dash before the check digit', () => {
    expect(formatCi('12345672')).toBe('1.234.567-2');
    expect(formatCi('1234561')).toBe('123.456-1');
    expect(formatCi('1 234 567 2')).toBe('1.234.567-2');
  });

  it('leaves too-short input as its digits', () => {
    expect(formatCi('')).toBe('');
    expect(formatCi('7')).toBe('7');
    expect(formatCi('12')).toBe('1-2');
  });

  it('parses any writing to the digits', () => {
    expect(parseCi('1.234.567-2')).toEqual({ ok: true, value: '12345672' });
    expect(parseCi('1.234.567-3')).toEqual({
      ok: false,
      message: 'La cédula 1.234.567-3 no es válida: revise los números y el dígito verificador.',
    });
  });

  it('ciDigits keeps only digits', () => {
    expect(ciDigits(' 1.234.567-2 ')).toBe('12345672');
  });
});

describe('CI properties', () => {
  it('every CI built from a body validates', () => {
    fc.assert(fc.property(body, (value) => validateCi(ciFromBody(value)) === null));
  });

  it('every random CI validates and has 8 digits', () => {
    fc.assert(
      fc.property(unitRandom, (value) => {
        const ci = randomCi(() => value);
        return validateCi(ci) === null && /^[1-9]\d{7}$/.test(ci);
      }),
    );
    for (let index = 0; index < 1000; index += 1) expect(isValidCi(randomCi())).toBe(true);
  });

  it('randomCi stays in range at the edges of the random source', () => {
    expect(randomCi(() => 0)).toBe(ciFromBody(1_000_000));
    expect(randomCi(() => 0.9999999999999999)).toBe(ciFromBody(9_999_999));
  });

  it('changing only the check digit invalidates the CI', () => {
    fc.assert(
      fc.property(body, fc.integer({ min: 1, max: 9 }), (value, shift) => {
        const valid = ciFromBody(value);
        const wrong = (Number(valid.slice(-1)) + shift) % 10;
        return validateCi(`${valid.slice(0, -1)}${wrong}`) !== null;
      }),
    );
  });

  it('format → parse is the identity', () => {
    fc.assert(
      fc.property(body, (value) => {
        const ci = ciFromBody(value);
        const result = parseCi(formatCi(ci));
        return result.ok && result.value === ci && formatCi(result.value) === formatCi(ci);
      }),
    );
  });
});
