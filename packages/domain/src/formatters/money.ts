/**
 * Money is an integer number of cents (SPEC §9: two decimals). Integers below 2^53 add, subtract and
 * multiply exactly, so sums never drift the way 0.1 + 0.2 does with binary floats. Amounts that come
 * from a database as decimal strings ("1234.56") are converted to cents at the boundary.
 */
export type Cents = number;

/** A decimal amount as PostgreSQL numeric and most APIs write it: "1234.56", "-0.5", "10". */
export type DecimalString = string;

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

export const isCents = (value: unknown): value is Cents => Number.isSafeInteger(value);

const checked = (value: number, operation: string): Cents => {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(
      `${operation}: el resultado (${value}) no es una cantidad entera de centésimos representable.`,
    );
  }
  // -0 would print and compare differently from 0 in some places.
  return value === 0 ? 0 : value;
};

const assertCents = (value: number, operation: string): void => {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${operation}: ${value} no es una cantidad entera de centésimos.`);
  }
};

export const addCents = (a: Cents, b: Cents): Cents => {
  assertCents(a, 'addCents');
  assertCents(b, 'addCents');
  return checked(a + b, 'addCents');
};

export const subtractCents = (a: Cents, b: Cents): Cents => {
  assertCents(a, 'subtractCents');
  assertCents(b, 'subtractCents');
  return checked(a - b, 'subtractCents');
};

export const sumCents = (values: Iterable<Cents>): Cents => {
  let total = 0;
  for (const value of values) {
    assertCents(value, 'sumCents');
    total = checked(total + value, 'sumCents');
  }
  return total;
};

/** Multiplies by a whole quantity (units, months); fractional factors belong to allocateCents. */
export const multiplyCents = (cents: Cents, factor: number): Cents => {
  assertCents(cents, 'multiplyCents');
  if (!Number.isSafeInteger(factor)) throw new RangeError(`multiplyCents: el factor ${factor} debe ser entero.`);
  return checked(cents * factor, 'multiplyCents');
};

/**
 * Splits a total in proportion to weights (e.g. each unit's share of the common expenses) so that the
 * parts add up to the total exactly. Each part is the difference between rounded running totals, which keeps
 * every part within one cent of its exact share and leaves no cent unassigned.
 */
export const allocateCents = (total: Cents, weights: readonly number[]): Cents[] => {
  assertCents(total, 'allocateCents');
  if (weights.length === 0) throw new RangeError('allocateCents: se necesita al menos un peso.');
  if (weights.some((weight) => !Number.isFinite(weight) || weight < 0)) {
    throw new RangeError('allocateCents: los pesos deben ser números finitos no negativos.');
  }
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum <= 0) throw new RangeError('allocateCents: la suma de los pesos debe ser positiva.');

  const sign = total < 0 ? -1 : 1;
  const amount = Math.abs(total);
  const parts: Cents[] = [];
  let running = 0;
  let previousBoundary = 0;
  for (const weight of weights) {
    running += weight;
    const boundary = running === weightSum ? amount : Math.round((amount * running) / weightSum);
    const part = boundary - previousBoundary;
    parts.push(part === 0 ? 0 : sign * part);
    previousBoundary = boundary;
  }
  return parts;
};

/** "1234.56" → 123456. Throws on anything else: a malformed amount from storage is a bug, not user input. */
export const decimalToCents = (decimal: DecimalString): Cents => {
  const match = DECIMAL_PATTERN.exec(decimal.trim());
  if (match === null) throw new RangeError(`decimalToCents: «${decimal}» no es un importe decimal.`);
  const [, sign = '', units = '', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) {
    throw new RangeError(`decimalToCents: «${decimal}» tiene más de dos decimales.`);
  }
  const cents = Number(`${units}${fraction.slice(0, 2).padEnd(2, '0')}`);
  return checked(sign === '-' ? -cents : cents, 'decimalToCents');
};

/** 123456 → "1234.56", the form a database numeric column accepts. */
export const centsToDecimal = (cents: Cents): DecimalString => {
  assertCents(cents, 'centsToDecimal');
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** Adds decimal strings exactly, through cents. */
export const sumDecimals = (values: Iterable<DecimalString>): DecimalString => {
  let total = 0;
  for (const value of values) total = addCents(total, decimalToCents(value));
  return centsToDecimal(total);
};

/**
 * Boundary conversion for an amount that already arrived as a JavaScript number of pesos (a JSON number).
 * Amounts with up to two decimals are within a rounding error of a whole number of cents, so rounding is exact.
 */
export const amountToCents = (amount: number): Cents => {
  if (!Number.isFinite(amount)) throw new RangeError(`amountToCents: ${amount} no es un importe.`);
  return checked(Math.round(amount * 100), 'amountToCents');
};
