import { groupThousands } from '../formatters/grouping';
import { type ParseResult, parsed, parseFailure } from '../formatters/parse-result';
import type { ValidationMessage } from './types';

/** SPEC §5: weights applied to the 7-digit body, left-padded with zeros. */
const CI_WEIGHTS = [2, 9, 8, 7, 6, 3, 4] as const;
const CI_BODY_LENGTH = CI_WEIGHTS.length;

/**
 * Check digit included. Bodies of 6 digits (CIs below 1.000.000, still carried by older residents) are
 * accepted; shorter ones are not, because a stray 2-digit number would otherwise pass one time in ten.
 */
export const CI_MIN_DIGITS = 7;
export const CI_MAX_DIGITS = 8;

/** Any writing of a CI reduced to its digits: "1.234.567-2" → "12345672". */
export const ciDigits = (text: string): string => text.replace(/\D/g, '');

/** The check digit of a body of up to 7 digits: "1234567" → 2. */
export const ciCheckDigit = (body: string | number): number => {
  const digits = String(body);
  if (!/^\d{1,7}$/.test(digits)) throw new RangeError(`ciCheckDigit: «${digits}» no es un cuerpo de cédula.`);
  const padded = digits.padStart(CI_BODY_LENGTH, '0');
  let sum = 0;
  CI_WEIGHTS.forEach((weight, index) => {
    sum += Number(padded[index]) * weight;
  });
  return (10 - (sum % 10)) % 10;
};

/** The body with its check digit appended: 1234567 → "12345672". */
export const ciFromBody = (body: string | number): string => `${body}${ciCheckDigit(body)}`;

export const validateCi = (value: string): ValidationMessage => {
  const digits = ciDigits(value);
  if (digits === '') {
    return value.trim() === ''
      ? 'Ingrese la cédula de identidad.'
      : 'La cédula debe contener números, por ejemplo 1.234.567-2.';
  }
  if (digits.startsWith('0')) return 'La cédula no puede empezar con 0.';
  if (digits.length < CI_MIN_DIGITS || digits.length > CI_MAX_DIGITS) {
    return `La cédula debe tener ${CI_MIN_DIGITS} u ${CI_MAX_DIGITS} dígitos contando el verificador (tiene ${digits.length}).`;
  }
  if (ciCheckDigit(digits.slice(0, -1)) !== Number(digits.slice(-1))) {
    return `La cédula ${formatCi(digits)} no es válida: revise los números y el dígito verificador.`;
  }
  return null;
};

export const isValidCi = (value: string): boolean => validateCi(value) === null;

/** "12345672" (or any writing of it) → "1.234.567-2". Too few digits to split are returned as they are. */
export const formatCi = (value: string): string => {
  const digits = ciDigits(value);
  if (digits.length < 2) return digits;
  return `${groupThousands(digits.slice(0, -1))}-${digits.slice(-1)}`;
};

/** Reads "1.234.567-2", "1234567-2", "1 234 567 2" or "12345672" to "12345672", or says what is wrong. */
export const parseCi = (text: string): ParseResult<string> => {
  const message = validateCi(text);
  return message === null ? parsed(ciDigits(text)) : parseFailure(message);
};

/** A valid 8-digit CI (digits only). Pass a seeded random source for reproducible fixtures. */
export const randomCi = (random: () => number = Math.random): string => {
  const lowest = 10 ** (CI_BODY_LENGTH - 1);
  const body = lowest + Math.floor(random() * (10 ** CI_BODY_LENGTH - lowest));
  return ciFromBody(Math.min(body, 10 ** CI_BODY_LENGTH - 1));
};
