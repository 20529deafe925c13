import { describe, expect, it } from 'vitest';
import { percentOf, splitByCoefficient, splitEqually } from './shares';

describe('splitting a month among the units', () => {
  it('gives each unit its share to the centésimo, and the leftover centésimos to the largest remainders', () => {
    // 100,00 split 1/3 each: 33,33 + 33,33 + 33,33 leaves one centésimo, which goes to the first of the tie.
    expect(splitByCoefficient(10_000, [33.3333, 33.3333, 33.3334])).toEqual([3_333, 3_333, 3_334]);
    // 10,00 by 12,5 / 37,5 / 50: exact shares, nothing left over.
    expect(splitByCoefficient(1_000, [12.5, 37.5, 50])).toEqual([125, 375, 500]);
    // 0,07 among 60 / 25 / 15 %: exact 4,2 / 1,75 / 1,05 → floors 4 / 1 / 1, remainders 0,2 / 0,75 / 0,05.
    expect(splitByCoefficient(7, [60, 25, 15])).toEqual([4, 2, 1]);
  });

  it('adds up to the total exactly for any building, whatever the coefficients', () => {
    const coefficients = Array.from({ length: 2_000 }, (_, index) => 0.0371 + (index % 7) * 0.0013);
    for (const total of [1, 99_999, 128_000_000, 987_654_321_987]) {
      const shares = splitByCoefficient(total, coefficients);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
      const weightSum = coefficients.reduce((sum, coefficient) => sum + coefficient, 0);
      for (const [index, share] of shares.entries()) {
        expect(Math.abs(share - (total * coefficients[index]!) / weightSum)).toBeLessThan(1);
      }
    }
  });

  it('splits equally with the leftover to the first units', () => {
    expect(splitEqually(1_000, 3)).toEqual([334, 333, 333]);
    expect(splitEqually(0, 2)).toEqual([0, 0]);
  });

  it('refuses what cannot be split', () => {
    expect(() => splitByCoefficient(-1, [50, 50])).toThrow(RangeError);
    expect(() => splitByCoefficient(100, [0, 0])).toThrow(RangeError);
    expect(() => splitByCoefficient(1.5, [50, 50])).toThrow(RangeError);
  });

  it('takes a percentage in basis points, rounded half up to the centésimo', () => {
    expect(percentOf(118_041_600, 1_000)).toBe(11_804_160);
    expect(percentOf(5, 1_000)).toBe(1); // 0,5 centésimo rounds up
    expect(percentOf(4, 1_000)).toBe(0);
  });
});
