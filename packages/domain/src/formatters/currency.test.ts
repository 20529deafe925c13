import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDecimalCurrency, parseCurrency } from './currency';

const MESSAGES = {
  empty: 'Ingrese un importe.',
  characters: 'El importe solo puede contener números, un punto para los miles y una coma para los decimales.',
  commas: 'El importe solo puede tener una coma, la de los decimales.',
  separators: 'Use punto para los miles y coma para los decimales, por ejemplo 1.234,56.',
  decimals: 'El importe admite hasta 2 decimales.',
  tooLarge: 'El importe es demasiado grande.',
};

describe('formatCurrency', () => {
  it.each([
    [0, '$ 0,00'],
    [5, '$ 0,05'],
    [50, '$ 0,50'],
    [100, '$ 1,00'],
    [123456, '$ 1.234,56'],
    [-123456, '-$ 1.234,56'],
    [-5, '-$ 0,05'],
    [100000000, '$ 1.000.000,00'],
    [Number.MAX_SAFE_INTEGER, '$ 90.071.992.547.409,91'],
    [-0, '$ 0,00'],
  ])('%d cents → %s', (cents, text) => {
    expect(formatCurrency(cents)).toBe(text);
  });

  it('refuses anything that is not a whole number of cents', () => {
    expect(() => formatCurrency(1.5)).toThrow(RangeError);
    expect(() => formatCurrency(Number.NaN)).toThrow(RangeError);
    expect(() => formatCurrency(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('formats decimal strings from storage', () => {
    expect(formatDecimalCurrency('1234.56')).toBe('$ 1.234,56');
    expect(formatDecimalCurrency('-0.5')).toBe('-$ 0,50');
    expect(formatDecimalCurrency('1000')).toBe('$ 1.000,00');
  });
});

describe('parseCurrency', () => {
  it.each([
    ['1.234,5', 123450],
    ['1234,50', 123450],
    ['$1.234', 123400],
    ['$ 1.234,56', 123456],
    ['-$ 1.234,56', -123456],
    ['$-1.234,56', -123456],
    ['$ -12', -1200],
    ['- 12', -1200],
    ['0', 0],
    ['-0', 0],
    ['-$ 0,00', 0],
    ['12,', 1200],
    [',5', 50],
    ['0,05', 5],
    ['1.000.000', 100000000],
    ['  1234  ', 123400],
    ['007', 700],
  ])('%s → %d cents', (text, cents) => {
    expect(parseCurrency(text)).toEqual({ ok: true, value: cents });
  });

  it('never returns -0', () => {
    const result = parseCurrency('-0,00');
    expect(result.ok && Object.is(result.value, 0)).toBe(true);
  });

  it.each(['', '   ', '$', '-', '-$ '])('asks for an amount in %j', (text) => {
    expect(parseCurrency(text)).toEqual({ ok: false, message: MESSAGES.empty });
  });

  it.each(['12a', 'US$ 12', '1 234', '--12', '-$-12', ',', '1e3', '€12'])('rejects the characters of %j', (text) => {
    expect(parseCurrency(text)).toEqual({ ok: false, message: MESSAGES.characters });
  });

  it('allows a single comma', () => {
    expect(parseCurrency('1,234,56')).toEqual({ ok: false, message: MESSAGES.commas });
  });

  it.each(['12.50', '1.5', '1234.56', '1,234.56', '12.34.567', '.123', '1.234.', '1..234'])(
    'explains dot and comma in %j',
    (text) => {
      expect(parseCurrency(text)).toEqual({ ok: false, message: MESSAGES.separators });
    },
  );

  it('allows at most 2 decimals', () => {
    expect(parseCurrency('1,234')).toEqual({ ok: false, message: MESSAGES.decimals });
  });

  it('rejects amounts beyond exact integer cents', () => {
    expect(parseCurrency('90.071.992.547.409,91')).toEqual({ ok: true, value: Number.MAX_SAFE_INTEGER });
    expect(parseCurrency('90.071.992.547.409,92')).toEqual({ ok: false, message: MESSAGES.tooLarge });
  });
});

describe('currency properties', () => {
  const cents = fc.maxSafeInteger().map((value) => (value === 0 ? 0 : value));

  it('format → parse is the identity over every safe number of cents', () => {
    fc.assert(
      fc.property(cents, (value) => {
        const result = parseCurrency(formatCurrency(value));
        return result.ok && result.value === value;
      }),
    );
  });

  it('parse → format is the identity over formatted text', () => {
    fc.assert(
      fc.property(cents, (value) => {
        const text = formatCurrency(value);
        const result = parseCurrency(text);
        return result.ok && formatCurrency(result.value) === text;
      }),
    );
  });

  it('reads the unformatted writing "1234,56" too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (value) => {
        const digits = String(value).padStart(3, '0');
        const result = parseCurrency(`${digits.slice(0, -2)},${digits.slice(-2)}`);
        return result.ok && result.value === value;
      }),
    );
  });
});
