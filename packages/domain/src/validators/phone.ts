import type { ValidationMessage } from './types';

/** SPEC §5 and §9: a phone number is stored as exactly 8 digits. */
export const PHONE_LENGTH = 8;

/** How the hint of a phone field tells people Uruguayan numbers are written. */
export const PHONE_HINT = 'Fijo 2XXX XXXX o celular 09X XXX XXX; puede escribir espacios, guiones o el +598.';

/**
 * The spec's 8 digits from a number as people write it: spaces, dashes, dots and parentheses between the digits,
 * the country prefix (+598, 00598, 598) and a mobile's leading 0 (099 123 456 is 99123456). Anything else is left
 * as it was, for the validator to refuse with a message: a number is never cut.
 */
export const normalizePhone = (raw: string): string => {
  let phone = raw.trim().replace(/[\s\-.()/]/g, '');
  if (phone.startsWith('+598')) phone = phone.slice(4);
  else if (phone.startsWith('00598')) phone = phone.slice(5);
  else if (/^598\d{8,9}$/.test(phone)) phone = phone.slice(3);
  if (/^09\d{7}$/.test(phone)) phone = phone.slice(1);
  return phone;
};

export const validatePhone = (value: string): ValidationMessage => {
  const phone = normalizePhone(value);
  if (phone === '') return 'Ingrese un teléfono.';
  if (/\D/.test(phone)) return 'El teléfono solo puede contener números (además de espacios, guiones y el +598).';
  if (phone.length !== PHONE_LENGTH) {
    return `El teléfono debe tener exactamente ${PHONE_LENGTH} dígitos (tiene ${phone.length}).`;
  }
  return null;
};
