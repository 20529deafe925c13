import { type ParseResult, parsed, parseFailure } from '../formatters/parse-result';
import type { ValidationMessage } from './types';

/**
 * SPEC §5 and §9: a phone number is stored as exactly 8 digits, Uruguay's national number without its trunk 0:
 * a landline as it is dialled (2XXX XXXX in Montevideo, 4XXX XXXX in the rest of the country) and a mobile without
 * the 0 that people dial before it (099 123 456 is stored as 99123456, as it follows +598).
 */
export const PHONE_LENGTH = 8;

/** How the hint of a phone field tells people Uruguayan numbers are written. */
export const PHONE_HINT =
  'Fijo 2XXX XXXX o 4XXX XXXX, celular 09X XXX XXX; puede escribir espacios, guiones o el +598.';

export type PhoneKind = 'landline' | 'mobile';

export const phoneMessages = {
  empty: 'Ingrese un teléfono.',
  characters: 'El teléfono solo puede contener números (además de espacios, guiones y el +598).',
  onlyPrefix: 'Escriba el número de teléfono después del +598.',
  foreign: 'El teléfono debe ser de Uruguay: el prefijo internacional es +598.',
  notUruguayan: 'El teléfono no es un número de Uruguay: los fijos empiezan con 2 o 4 y los celulares con 09.',
  mobilePrefix: 'El teléfono celular debe empezar con 091 a 099.',
} as const;

/** What people put between the digits of a phone: spaces, dashes, dots, parentheses, slashes. */
const SEPARATORS = /[\s\-.()/]/g;

const COUNTRY_PREFIXES = ['+598', '00598'] as const;

const digitsWord = (count: number) => (count === 1 ? 'un dígito' : `${count} dígitos`);

/** «Al teléfono celular le falta un dígito: se escribe 09X XXX XXX.», counted as the person typed the number. */
const lengthMessage = (kind: PhoneKind, typed: number, expected: number) => {
  const gap = expected - typed;
  const verb = gap > 0 ? (gap === 1 ? 'le falta' : 'le faltan') : gap === -1 ? 'le sobra' : 'le sobran';
  const written = kind === 'mobile' ? 'se escribe 09X XXX XXX' : 'se escribe 2XXX XXXX o 4XXX XXXX';
  return `Al teléfono ${kind === 'mobile' ? 'celular' : 'fijo'} ${verb} ${digitsWord(Math.abs(gap))}: ${written}.`;
};

/** The number after the country prefix (+598, 00598, or a bare 598 before a whole number), or a message. */
const nationalPart = (compact: string): ParseResult<string> => {
  for (const prefix of COUNTRY_PREFIXES) {
    if (compact.startsWith(prefix)) return parsed(compact.slice(prefix.length));
    // Still typing the prefix (+59, 005); a lone 0 is how a mobile starts.
    if (prefix.startsWith(compact) && compact !== '0') return parseFailure(phoneMessages.onlyPrefix);
  }
  if (/^(\+|00)\d/.test(compact)) return parseFailure(phoneMessages.foreign);
  // 598 with no + before a whole national number, as it comes out of some contact lists.
  if (/^598\d{8,9}$/.test(compact)) return parsed(compact.slice(3));
  return parsed(compact);
};

/**
 * Reads a Uruguayan phone as people write it: spaces, dashes, dots or parentheses between the digits, the country
 * prefix (+598, 00598), a mobile with or without its 0 (099 123 456, 99 123 456). The value is the spec's 8 digits;
 * anything else gets a message in the terms people type (a digit missing from a 09X XXX XXX, not «tiene 8»). A number
 * is never cut nor completed.
 */
export const parsePhone = (text: string): ParseResult<string> => {
  const compact = text.trim().replace(SEPARATORS, '');
  if (compact === '') return parseFailure(phoneMessages.empty);
  const national = nationalPart(compact);
  if (!national.ok) return national;
  const number = national.value;
  if (number === '') return parseFailure(phoneMessages.onlyPrefix);
  if (/\D/.test(number)) return parseFailure(phoneMessages.characters);

  let kind: PhoneKind;
  let digits: string;
  if (number.startsWith('0') && (number.length === 1 || number[1] === '9')) {
    // A mobile as dialled inside Uruguay, 09X XXX XXX: the 0 is not part of the stored number.
    kind = 'mobile';
    digits = number.slice(1);
    if (number.length > 2 && number[2] === '0') return parseFailure(phoneMessages.mobilePrefix);
    if (number.length !== PHONE_LENGTH + 1) return parseFailure(lengthMessage(kind, number.length, PHONE_LENGTH + 1));
  } else if (number.startsWith('9')) {
    kind = 'mobile';
    digits = number;
    if (number.length > 1 && number[1] === '0') return parseFailure(phoneMessages.mobilePrefix);
  } else if (number.startsWith('2') || number.startsWith('4')) {
    kind = 'landline';
    digits = number;
  } else {
    return parseFailure(phoneMessages.notUruguayan);
  }
  if (digits.length !== PHONE_LENGTH) return parseFailure(lengthMessage(kind, digits.length, PHONE_LENGTH));
  return parsed(digits);
};

export const validatePhone = (value: string): ValidationMessage => {
  const result = parsePhone(value);
  return result.ok ? null : result.message;
};

/**
 * The spec's 8 digits of a valid phone however it was written (099 123 456 is 99123456). Anything else is only
 * stripped of its separators, for the validator to refuse with a message: a number is never cut.
 */
export const normalizePhone = (raw: string): string => {
  const result = parsePhone(raw);
  return result.ok ? result.value : raw.trim().replace(SEPARATORS, '');
};

/** Whether a phone is a landline or a mobile; null when it is not a valid Uruguayan number. */
export const phoneKind = (value: string): PhoneKind | null => {
  const result = parsePhone(value);
  if (!result.ok) return null;
  return result.value.startsWith('9') ? 'mobile' : 'landline';
};

/**
 * A phone as people write it: 099 876 534 for a mobile, 2487 1234 for a landline. Something that is not a valid
 * number (an old record) is shown as it is, never dropped.
 */
export const formatPhone = (value: string): string => {
  const result = parsePhone(value);
  if (!result.ok) return value;
  const digits = result.value;
  return digits.startsWith('9')
    ? `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
    : `${digits.slice(0, 4)} ${digits.slice(4)}`;
};

/** The tel: address of a phone, in international form so it also dials from abroad; null when not valid. */
export const phoneCallHref = (value: string): string | null => {
  const result = parsePhone(value);
  return result.ok ? `tel:+598${result.value}` : null;
};

/** A chat with a mobile on WhatsApp (how administradoras reach residents); null for a landline or a bad number. */
export const phoneWhatsAppHref = (value: string): string | null => {
  const result = parsePhone(value);
  return result.ok && result.value.startsWith('9') ? `https://wa.me/598${result.value}` : null;
};
