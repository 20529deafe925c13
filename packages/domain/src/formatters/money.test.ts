import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, parseCurrency } from './currency';
import {
  addCents,
  allocateCents,
  amountToCents,
  centsToDecimal,
  decimalToCents,
  isCents,
  multiplyCents,
  subtractCents,
  sumCents,
  sumDecimals,
} from './money';

const centsOf = (text: string): number => {
  const result = parseCurrency(text);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};

describe('no float drift', () => {
  it('summing 0,10 ten times is exactly 1,00', () => {
    const tenCents = centsOf('0,10');
    expect(sumCents(Array.from({ length: 10 }, () => tenCents))).toBe(100);
    expect(formatCurrency(sumCents(Array.from({ length: 10 }, () => tenCents)))).toBe('$ 1,00');
    // The binary-float way drifts, which is why money is never kept as pesos in a float.
    expect(Array.from({ length: 10 }, () => 0.1).reduce((a, b) => a + b, 0)).not.toBe(1);
  });

  it('0,10 + 0,20 is exactly 0,30', () => {
    expect(formatCurrency(addCents(centsOf('0,10'), centsOf('0,20')))).toBe('$ 0,30');
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.30');
  });

  it('100,000 random sums of cents match exact BigInt arithmetic', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(10 ** 11), max: 10 ** 11 }), { maxLength: 20 }), (values) => {
        const exact = values.reduce((total, value) => total + BigInt(value), 0n);
        return BigInt(sumCents(values)) === exact;
      }),
      { numRuns: 100_000 },
    );
  });

  it('sums of decimal strings equal the sums of their cents, written back exactly', () => {
    const decimal = fc
      .integer({ min: -(10 ** 11), max: 10 ** 11 })
      .map((value) => ({ value, text: centsToDecimal(value) }));
    fc.assert(
      fc.property(fc.array(decimal, { maxLength: 20 }), (entries) => {
        const exact = entries.reduce((total, entry) => total + BigInt(entry.value), 0n);
        return decimalToCents(sumDecimals(entries.map((entry) => entry.text))) === Number(exact);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('arithmetic helpers', () => {
  it('isCents accepts only safe integers', () => {
    expect(isCents(0)).toBe(true);
    expect(isCents(-15)).toBe(true);
    expect(isCents(1.5)).toBe(false);
    expect(isCents('15')).toBe(false);
    expect(isCents(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
  });

  it('adds, subtracts and multiplies', () => {
    expect(addCents(150, 275)).toBe(425);
    expect(subtractCents(150, 275)).toBe(-125);
    expect(multiplyCents(1999, 3)).toBe(5997);
    expect(sumCents([])).toBe(0);
    expect(sumCents(new Set([1, 2, 3]))).toBe(6);
  });

  it('never yields -0', () => {
    expect(Object.is(subtractCents(0, 0), 0)).toBe(true);
    expect(Object.is(multiplyCents(-5, 0), 0)).toBe(true);
  });

  it('refuses fractional cents and overflow', () => {
    expect(() => addCents(0.5, 1)).toThrow(RangeError);
    expect(() => subtractCents(1, 0.5)).toThrow(RangeError);
    expect(() => sumCents([1, 0.1])).toThrow(RangeError);
    expect(() => multiplyCents(1.5, 2)).toThrow(RangeError);
    expect(() => multiplyCents(100, 1.5)).toThrow(RangeError);
    expect(() => addCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });
});

describe('decimal strings', () => {
  it.each([
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['1234', 123400],
    ['-0.05', -5],
    ['0.10', 10],
    ['1234.560', 123456],
    [' 12.00 ', 1200],
    ['-0.00', 0],
  ])('decimalToCents(%s) = %d', (text, cents) => {
    expect(decimalToCents(text)).toBe(cents);
  });

  it.each(['', '1,5', '$12', '1.', '.5', '1e3', '12.345', '--1'])('decimalToCents refuses %j', (text) => {
    expect(() => decimalToCents(text)).toThrow(RangeError);
  });

  it('centsToDecimal writes what a numeric column stores', () => {
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(() => centsToDecimal(0.5)).toThrow(RangeError);
  });

  it('centsToDecimal → decimalToCents is the identity', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (value) => decimalToCents(centsToDecimal(value)) === (value || 0)));
  });

  it('sumDecimals adds exactly', () => {
    expect(sumDecimals(['1234.56', '0.44', '-235'])).toBe('1000.00');
    expect(sumDecimals([])).toBe('0.00');
  });
});

describe('amountToCents', () => {
  it('rounds a float amount of pesos to the nearest cent at the boundary', () => {
    expect(amountToCents(1234.56)).toBe(123456);
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(amountToCents(-19.99)).toBe(-1999);
    expect(amountToCents(1.005)).toBe(100);
  });

  it('refuses non-finite numbers', () => {
    expect(() => amountToCents(Number.NaN)).toThrow(RangeError);
    expect(() => amountToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('allocateCents', () => {
  it('splits evenly and gives the leftover cents without losing any', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([33, 34, 33]);
    expect(allocateCents(1000, [1, 1])).toEqual([500, 500]);
    expect(allocateCents(-100, [1, 1, 1])).toEqual([-33, -34, -33]);
    expect(allocateCents(5, [0, 1, 0])).toEqual([0, 5, 0]);
    expect(allocateCents(0, [1, 2])).toEqual([0, 0]);
  });

  it('follows coefficients', () => {
    expect(allocateCents(1_000_000, [0.25, 0.25, 0.5])).toEqual([250_000, 250_000, 500_000]);
  });

  it('refuses weights that cannot share anything', () => {
    expect(() => allocateCents(100, [])).toThrow(RangeError);
    expect(() => allocateCents(100, [0, 0])).toThrow(RangeError);
    expect(() => allocateCents(100, [1, -1])).toThrow(RangeError);
    expect(() => allocateCents(100, [1, Number.NaN])).toThrow(RangeError);
    expect(() => allocateCents(0.5, [1])).toThrow(RangeError);
  });

  it('always adds up to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 10), max: 10 ** 10 }),
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          fc.pre(weightSum > 0);
          const parts = allocateCents(total, weights);
          return (
            parts.length === weights.length &&
            parts.every(
              (part, index) =>
                Number.isSafeInteger(part) && Math.abs(part - (total * (weights[index] ?? 0)) / weightSum) < 1 + 1e-6,
            ) &&
            sumCents(parts) === total
          );
        },
      ),
    );
  });
});
