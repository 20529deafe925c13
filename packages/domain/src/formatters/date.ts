import { type ParseResult, parsed, parseFailure } from './parse-result';

/** A day of the calendar with no time or time zone: month 1–12, day 1–31. */
export type CalendarDate = { year: number; month: number; day: number };

/** SPEC §9: the default date string, written without leading zeros exactly as the spec gives it. */
export const DEFAULT_DATE_STRING = '1/1/2021';

const MESSAGES = {
  empty: 'Ingrese una fecha.',
  shape: 'Escriba la fecha como dd/mm/aaaa, por ejemplo 05/03/2026.',
  shortYear: 'Escriba el año con 4 dígitos, por ejemplo 05/03/2026.',
  isoShape: 'La fecha debe tener la forma aaaa-mm-dd.',
} as const;

const pad2 = (value: number): string => String(value).padStart(2, '0');
const pad4 = (value: number): string => String(value).padStart(4, '0');

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
};

/** Years 1–9999 of the Gregorian calendar, the range dd/mm/yyyy can write. */
export const isValidCalendarDate = ({ year, month, day }: CalendarDate): boolean =>
  Number.isInteger(year) &&
  Number.isInteger(month) &&
  Number.isInteger(day) &&
  year >= 1 &&
  year <= 9999 &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= daysInMonth(year, month);

const writeDate = ({ year, month, day }: CalendarDate): string => `${pad2(day)}/${pad2(month)}/${pad4(year)}`;

const nonexistent = (date: CalendarDate): string => `La fecha ${writeDate(date)} no existe.`;

/** { year: 2026, month: 3, day: 5 } → "05/03/2026". */
export const formatDate = (date: CalendarDate): string => {
  if (!isValidCalendarDate(date)) throw new RangeError(`formatDate: ${nonexistent(date)}`);
  return writeDate(date);
};

/** Reads "5/3/2026", "05/03/2026", "05-03-2026" or "05.03.2026"; rejects dates the calendar does not have. */
export const parseDate = (text: string): ParseResult<CalendarDate> => {
  const trimmed = text.trim();
  if (trimmed === '') return parseFailure(MESSAGES.empty);
  if (/^\d{1,2}([/.-])\d{1,2}\1\d{2}$/.test(trimmed)) return parseFailure(MESSAGES.shortYear);
  const match = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(trimmed);
  if (match === null) return parseFailure(MESSAGES.shape);
  const date = { day: Number(match[1]), month: Number(match[3]), year: Number(match[4]) };
  return isValidCalendarDate(date) ? parsed(date) : parseFailure(nonexistent(date));
};

/** { year: 2026, month: 3, day: 5 } → "2026-03-05", the form databases and APIs exchange. */
export const toIsoDate = (date: CalendarDate): string => {
  if (!isValidCalendarDate(date)) throw new RangeError(`toIsoDate: ${nonexistent(date)}`);
  return `${pad4(date.year)}-${pad2(date.month)}-${pad2(date.day)}`;
};

/** Reads "2026-03-05". A timestamp is refused: its calendar day depends on a time zone. */
export const parseIsoDate = (text: string): ParseResult<CalendarDate> => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (match === null) return parseFailure(MESSAGES.isoShape);
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? parsed(date) : parseFailure(nonexistent(date));
};

/** "2026-03-05" (a date on the wire) → "05/03/2026", as a person reads it (SPEC §9). */
export const formatIsoDate = (isoDate: string): string => {
  const parsedDate = parseIsoDate(isoDate);
  if (!parsedDate.ok) throw new RangeError(`formatIsoDate: «${isoDate}» no es una fecha.`);
  return formatDate(parsedDate.value);
};

/** Negative, zero or positive as a is before, equal to or after b. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;
