import { formatPhone, groupThousands, parsePhone } from '@horizontal/domain';

/**
 * Pure helpers that reshape what a person types into a field's display text. Each returns the text and
 * the number of "significant" characters (digits, and the decimal comma) before the caret, so the
 * caret can be put back after the same characters once separators were added or removed.
 */
export type Masked = { text: string; caret: number };

const countSignificant = (text: string, end: number, significant: RegExp): number =>
  [...text.slice(0, end)].filter((character) => significant.test(character)).length;

/** Position in text right after its count-th significant character. */
export const caretAfter = (text: string, count: number, significant: RegExp = /\d/): number => {
  if (count <= 0) {
    const first = [...text].findIndex((character) => significant.test(character));
    return first === -1 ? text.length : first;
  }
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (significant.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
};

const DIGIT = /\d/;

/** CI: up to 8 digits shown as 1.234.567-8 while typing (the last digit typed is the check digit). */
export const maskCi = (raw: string, caret: number): Masked & { digits: string } => {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const before = Math.min(countSignificant(raw, caret, DIGIT), digits.length);
  const text = digits.length < 2 ? digits : `${groupThousands(digits.slice(0, -1))}-${digits.slice(-1)}`;
  return { text, caret: caretAfter(text, before), digits };
};

/** RUT: up to 12 digits grouped 2, 6, 3 and 1 as the domain's formatRut writes a complete one. */
export const maskRut = (raw: string, caret: number): Masked & { digits: string } => {
  const digits = raw.replace(/\D/g, '').slice(0, 12);
  const before = Math.min(countSignificant(raw, caret, DIGIT), digits.length);
  const groups = [digits.slice(0, 2), digits.slice(2, 8), digits.slice(8, 11), digits.slice(11, 12)];
  const text = groups.filter((group) => group !== '').join(' ');
  return { text, caret: caretAfter(text, before), digits };
};

/** The digits of the longest way to write a phone: 00598, a mobile's 0 and the 8 digits. */
const PHONE_MAX_DIGITS = 14;

const groupDigits = (digits: string, widths: readonly number[]): string => {
  const groups: string[] = [];
  let rest = digits;
  for (const width of widths) {
    if (rest === '') break;
    groups.push(rest.slice(0, width));
    rest = rest.slice(width);
  }
  // What runs past the last group stays on it, so a digit too many is seen and never dropped.
  if (rest !== '') groups[groups.length - 1] += rest;
  return groups.join(' ');
};

/** A number within Uruguay grouped as it is written while still incomplete: 099 123 4, 2400 12, 99 123. */
const groupNationalPhone = (digits: string): string => {
  if (digits.startsWith('0')) return groupDigits(digits, [3, 3, 3]);
  if (digits.startsWith('9')) return groupDigits(digits, [2, 3, 3]);
  if (digits.startsWith('2') || digits.startsWith('4')) return groupDigits(digits, [4, 4]);
  return digits;
};

const PHONE_SIGNIFICANT = /[\d+]/;

/**
 * Phone: grouped as Uruguayans write it while it is typed (099 123 456, 2400 1234, +598 99 123 456). Once it is a
 * valid number it is shown as the domain's formatPhone writes it and `digits` is the spec's 8 digits; until then
 * `digits` is what was typed (the digits and a leading +), for the validator to name what is missing or extra.
 */
export const maskPhone = (raw: string, caret: number): Masked & { digits: string } => {
  const plus = raw.trimStart().startsWith('+');
  const typed = `${plus ? '+' : ''}${raw.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS)}`;
  const before = Math.min(countSignificant(raw, caret, PHONE_SIGNIFICANT), typed.length);
  const phone = parsePhone(typed);
  if (phone.ok) {
    const text = formatPhone(phone.value);
    // Written otherwise than typed (the +598 gone, a mobile's 0 added): the caret goes to the end.
    const same = text.replace(/\D/g, '') === typed;
    return { text, caret: same ? caretAfter(text, before) : text.length, digits: phone.value };
  }
  const prefix = ['+598', '00598'].find((candidate) => typed.startsWith(candidate) && typed !== candidate);
  const text = prefix ? `${prefix} ${groupNationalPhone(typed.slice(prefix.length))}` : groupNationalPhone(typed);
  return { text, caret: caretAfter(text, before, PHONE_SIGNIFICANT), digits: typed };
};

/** Digits only, for NumberField. */
export const maskDigits = (raw: string, caret: number, maxLength?: number): Masked => {
  const digits = raw.replace(/\D/g, '').slice(0, maxLength);
  return { text: digits, caret: Math.min(countSignificant(raw, caret, DIGIT), digits.length) };
};

/**
 * Splits digits into fixed-width segments joined by a separator: dd/mm/yyyy or hh:mm. A typed separator
 * closes a segment early ("5/3/2026"); a separator is appended after a full segment only while typing
 * forward, so that Backspace can remove it.
 */
const maskSegments = (raw: string, caret: number, widths: number[], separator: string, appendSeparator: boolean) => {
  const segments: string[] = [''];
  let caretCount = 0;
  [...raw].forEach((character, index) => {
    const current = segments.length - 1;
    const segment = segments[current] ?? '';
    if (character === separator) {
      if (segment !== '' && segments.length < widths.length) segments.push('');
    } else if (DIGIT.test(character)) {
      if (segment.length >= (widths[current] ?? 0)) {
        if (segments.length >= widths.length) return;
        segments.push(character);
      } else {
        segments[current] = segment + character;
      }
    } else {
      return;
    }
    if (index < caret) caretCount += 1;
  });
  let text = segments.join(separator);
  const last = segments[segments.length - 1] ?? '';
  if (appendSeparator && segments.length < widths.length && last.length === widths[segments.length - 1]) {
    text += separator;
  }
  const significant = new RegExp(`[\\d${separator === '/' ? '\\/' : separator}]`);
  const position = caret >= raw.length ? text.length : caretAfter(text, caretCount, significant);
  return { text, caret: position };
};

export const maskDate = (raw: string, caret: number, appendSeparator = true): Masked =>
  maskSegments(raw.replace(/[.-]/g, '/'), caret, [2, 2, 4], '/', appendSeparator);

export const maskTime = (raw: string, caret: number, appendSeparator = true): Masked =>
  maskSegments(raw.replace(/[.h]/g, ':'), caret, [2, 2], ':', appendSeparator);

const CURRENCY_SIGNIFICANT = /[\d,]/;

/**
 * Currency as "$ 1.234,56" while typing. Dots are the ones this mask inserts, so they are dropped and
 * regrouped; a dot typed on its own (the numeric keypad's decimal key on many layouts) is taken as the
 * decimal comma when there is none yet.
 */
export const maskCurrency = (
  raw: string,
  caret: number,
  { typedDot = false, allowNegative = false }: { typedDot?: boolean; allowNegative?: boolean } = {},
): Masked & { cents: number | null } => {
  let source = raw;
  let sourceCaret = caret;
  if (typedDot && caret > 0 && source[caret - 1] === '.' && !source.includes(',')) {
    source = `${source.slice(0, caret - 1)},${source.slice(caret)}`;
  }
  const negative = allowNegative && source.includes('-');
  const kept: string[] = [];
  let keptBeforeCaret = 0;
  let comma = false;
  [...source].forEach((character, index) => {
    let keep = false;
    if (DIGIT.test(character)) keep = true;
    else if (character === ',' && !comma) {
      comma = true;
      keep = true;
    }
    if (!keep) return;
    kept.push(character);
    if (index < sourceCaret) keptBeforeCaret += 1;
  });
  sourceCaret = keptBeforeCaret;
  const joined = kept.join('');
  const commaAt = joined.indexOf(',');
  let units = commaAt === -1 ? joined : joined.slice(0, commaAt);
  const decimals = commaAt === -1 ? '' : joined.slice(commaAt + 1, commaAt + 3);
  const trimmedZeros = units.length - units.replace(/^0+(?=\d)/, '').length;
  units = units.slice(trimmedZeros);
  const significantBefore = Math.max(
    0,
    Math.min(
      sourceCaret - Math.min(trimmedZeros, sourceCaret),
      units.length + (commaAt === -1 ? 0 : 1) + decimals.length,
    ),
  );
  if (units === '' && commaAt === -1) {
    return { text: negative ? '-' : '', caret: negative ? 1 : 0, cents: null };
  }
  const shownUnits = units === '' ? '0' : units;
  const text = `${negative ? '-' : ''}$ ${groupThousands(shownUnits)}${commaAt === -1 ? '' : `,${decimals}`}`;
  const cents = Number(shownUnits) * 100 + Number(decimals.padEnd(2, '0'));
  const signed = negative && cents !== 0 ? -cents : cents;
  const position =
    significantBefore === 0
      ? text.indexOf('$') + 2
      : caretAfter(text, significantBefore + (units === '' ? 1 : 0), CURRENCY_SIGNIFICANT);
  return { text, caret: position, cents: Number.isSafeInteger(signed) ? signed : null };
};
