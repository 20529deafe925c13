import type { Cents } from '../formatters/money';

/**
 * How a month's figure is split among the units, to the centésimo and without losing one (contract README,
 * «Reparto»): each unit gets its exact share rounded down, and the centésimos left over go one each to the units
 * whose exact share lost the most in the rounding (the largest remainders, Hamilton's method); between equal
 * remainders, the unit listed first. So every share is within one centésimo of its exact value, the shares add up
 * to the total exactly, and the result does not depend on the order of the units except to break a tie.
 *
 * The arithmetic is integer (BigInt): a coefficient has four decimals (12,3456 %), so it is taken as a whole number
 * of ten-thousandths, and total × weight can pass 2^53 for a large building's yearly figure.
 */
export const splitByWeights = (total: Cents, weights: readonly bigint[]): Cents[] => {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`splitByWeights: ${total} no es un importe.`);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weights.some((weight) => weight < 0n) || weightSum <= 0n) {
    throw new RangeError('splitByWeights: los pesos deben ser no negativos y sumar más que cero.');
  }
  const amount = BigInt(total);
  const floors = weights.map((weight) => (amount * weight) / weightSum);
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: amount * weight - floors[index]! * weightSum,
  }));
  let left = Number(amount - floors.reduce((sum, floor) => sum + floor, 0n));
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const shares = floors.map(Number);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
};

/** A coefficient in percent with up to four decimals (12.3456), as a whole number of ten-thousandths. */
export const coefficientWeight = (coefficient: number): bigint => BigInt(Math.round(coefficient * 10_000));

/** The month's figure by each unit's coefficient (its share of the building's value). */
export const splitByCoefficient = (total: Cents, coefficients: readonly number[]): Cents[] =>
  splitByWeights(total, coefficients.map(coefficientWeight));

/** The same share for every unit, the leftover centésimos to the first units listed. */
export const splitEqually = (total: Cents, units: number): Cents[] =>
  splitByWeights(
    total,
    Array.from({ length: units }, () => 1n),
  );

/** A percentage in basis points (10,00 % is 1000) of an amount, rounded to the centésimo (half up). */
export const percentOf = (amount: Cents, basisPoints: number): Cents => {
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
};
