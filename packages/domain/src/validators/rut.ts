import { type ParseResult, parsed, parseFailure } from '../formatters/parse-result';
import type { ValidationMessage } from './types';

/** SPEC §5 and §9: a RUT is exactly 12 digits, the last one a check digit. */
export const RUT_LENGTH = 12;

const SEPARATORS = /[\s./-]/g;

/** Any writing of a RUT reduced to its digits by dropping spaces, dots, dashes and slashes. */
export const rutDigits = (text: string): string => text.replace(SEPARATORS, '');

/**
 * The check digit of the first 11 digits: weights 2, 3, …, 9, 2, 3, 4 from the rightmost digit leftwards,
 * then 11 minus the sum modulo 11, where 11 becomes 0 and 10 becomes 1 (SPEC §5).
 */
export const rutCheckDigit = (base: string): number => {
  if (!/^\d{11}$/.test(base)) throw new RangeError(`rutCheckDigit: «${base}» no son 11 dígitos.`);
  let sum = 0;
  let weight = 2;
  for (let index = base.length - 1; index >= 0; index -= 1) {
    sum += Number(base[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const result = 11 - (sum % 11);
  if (result === 11) return 0;
  if (result === 10) return 1;
  return result;
};

/** The first 11 digits with the check digit appended. */
export const rutFromBase = (base: string): string => `${base}${rutCheckDigit(base)}`;

export const validateRut = (value: string): ValidationMessage => {
  if (value.trim() === '') return 'Ingrese el RUT.';
  const digits = rutDigits(value);
  if (/\D/.test(digits)) return 'El RUT solo puede contener números.';
  if (digits.length !== RUT_LENGTH) {
    return `El RUT debe tener exactamente ${RUT_LENGTH} dígitos (tiene ${digits.length}).`;
  }
  if (rutCheckDigit(digits.slice(0, -1)) !== Number(digits.slice(-1))) {
    return `El RUT ${formatRut(digits)} no es válido: revise los números y el dígito verificador.`;
  }
  return null;
};

export const isValidRut = (value: string): boolean => validateRut(value) === null;

/**
 * "211003420017" → "21 100342 001 7": 2, 6, 3 and 1 digits, so the check digit stands apart as in a CI.
 * Anything that is not 12 digits is returned with its separators dropped.
 */
export const formatRut = (value: string): string => {
  const digits = rutDigits(value);
  if (!/^\d{12}$/.test(digits)) return digits;
  return `${digits.slice(0, 2)} ${digits.slice(2, 8)} ${digits.slice(8, 11)} ${digits.slice(11)}`;
};

/** Reads "21 100342 001 7", "21.100342.001-7" or "211003420017" to "211003420017", or says what is wrong. */
export const parseRut = (text: string): ParseResult<string> => {
  const message = validateRut(text);
  return message === null ? parsed(rutDigits(text)) : parseFailure(message);
};

/** A valid RUT (digits only) shaped like common ones: 01–21, six digits, 001 and the check digit. */
export const randomRut = (random: () => number = Math.random): string => {
  const pick = (count: number): number => Math.min(count - 1, Math.floor(random() * count));
  const registry = String(1 + pick(21)).padStart(2, '0');
  const number = String(pick(1_000_000)).padStart(6, '0');
  return rutFromBase(`${registry}${number}001`);
};
