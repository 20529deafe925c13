import { groupThousands } from './grouping';
import { type Cents, type DecimalString, decimalToCents } from './money';
import { type ParseResult, parsed, parseFailure } from './parse-result';

export const CURRENCY_SYMBOL = '$';

const MESSAGES = {
  empty: 'Ingrese un importe.',
  characters: 'El importe solo puede contener números, un punto para los miles y una coma para los decimales.',
  commas: 'El importe solo puede tener una coma, la de los decimales.',
  separators: 'Use punto para los miles y coma para los decimales, por ejemplo 1.234,56.',
  decimals: 'El importe admite hasta 2 decimales.',
  tooLarge: 'El importe es demasiado grande.',
} as const;

/** 123456 → "$ 1.234,56"; -123456 → "-$ 1.234,56" (SPEC §9: dot for thousands, comma for decimals). */
export const formatCurrency = (cents: Cents): string => {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatCurrency: ${cents} no es una cantidad entera de centésimos.`);
  }
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL} ${groupThousands(digits.slice(0, -2))},${digits.slice(-2)}`;
};

/** Formats an amount stored as a decimal string ("1234.56" → "$ 1.234,56"). */
export const formatDecimalCurrency = (decimal: DecimalString): string => formatCurrency(decimalToCents(decimal));

const GROUPED_UNITS = /^\d{1,3}(?:\.\d{3})+$/;

/**
 * Reads an amount the way a person in Uruguay types it: "1.234,56", "1234,5", "$1.234", "-$ 12", ",50".
 * A dot is always a thousands separator, so "12.50" is rejected instead of silently becoming 1.250,00.
 */
export const parseCurrency = (text: string): ParseResult<Cents> => {
  const trimmed = text.trim();
  if (trimmed === '') return parseFailure(MESSAGES.empty);

  const match = /^(-?)\s*(\$?)\s*(-?)\s*(\S*)$/.exec(trimmed);
  if (match === null) return parseFailure(MESSAGES.characters);
  const [, leadingMinus = '', , innerMinus = '', number = ''] = match;
  if (leadingMinus !== '' && innerMinus !== '') return parseFailure(MESSAGES.characters);
  if (number === '') return parseFailure(MESSAGES.empty);
  if (/[^\d.,]/.test(number)) return parseFailure(MESSAGES.characters);

  const pieces = number.split(',');
  if (pieces.length > 2) return parseFailure(MESSAGES.commas);
  const [units = '', fraction = ''] = pieces;
  if (fraction.includes('.')) return parseFailure(MESSAGES.separators);
  if (fraction.length > 2) return parseFailure(MESSAGES.decimals);
  if (units.includes('.') && !GROUPED_UNITS.test(units)) return parseFailure(MESSAGES.separators);
  if (units === '' && fraction === '') return parseFailure(MESSAGES.characters);

  const cents = Number(`${units.replaceAll('.', '')}${fraction.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(cents)) return parseFailure(MESSAGES.tooLarge);
  const negative = leadingMinus !== '' || innerMinus !== '';
  return parsed(negative && cents !== 0 ? -cents : cents);
};
