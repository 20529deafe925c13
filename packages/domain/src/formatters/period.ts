import { type ParseResult, parsed, parseFailure } from './parse-result';

/** A month of a year, e.g. the period of a common-expense closure: month 1–12. */
export type YearMonth = { year: number; month: number };

/** Uruguay writes "Setiembre"; "Septiembre" is read as well. */
export const SPANISH_MONTH_NAMES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Setiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

export type SpanishMonthName = (typeof SPANISH_MONTH_NAMES)[number];

const MESSAGES = {
  empty: 'Ingrese un período.',
  shape: 'Escriba el período como mes y año, por ejemplo Marzo 2026.',
  month: 'El mes debe estar entre 1 y 12.',
  year: 'El año debe estar entre 0001 y 9999.',
} as const;

const monthByName = new Map<string, number>([
  ...SPANISH_MONTH_NAMES.map((name, index): [string, number] => [name.toLowerCase(), index + 1]),
  ['septiembre', 9],
]);

export const isValidYearMonth = ({ year, month }: YearMonth): boolean =>
  Number.isInteger(year) && Number.isInteger(month) && year >= 1 && year <= 9999 && month >= 1 && month <= 12;

/** { year: 2026, month: 3 } → "Marzo 2026". */
export const formatPeriod = (period: YearMonth): string => {
  if (!isValidYearMonth(period)) throw new RangeError(`formatPeriod: ${period.month}/${period.year} no es un período.`);
  return `${SPANISH_MONTH_NAMES[period.month - 1]} ${String(period.year).padStart(4, '0')}`;
};

/** "2026-03" (a period on the wire) → "Marzo 2026". */
export const formatIsoPeriod = (period: string): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) throw new RangeError(`formatIsoPeriod: «${period}» no es un período.`);
  return formatPeriod({ year: Number(match[1]), month: Number(match[2]) });
};

const checkedPeriod = (period: YearMonth): ParseResult<YearMonth> => {
  if (period.month < 1 || period.month > 12) return parseFailure(MESSAGES.month);
  if (period.year < 1) return parseFailure(MESSAGES.year);
  return parsed(period);
};

/** Reads "Marzo 2026", "marzo de 2026", "Septiembre 2026" or "03/2026". */
export const parsePeriod = (text: string): ParseResult<YearMonth> => {
  const trimmed = text.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (trimmed === '') return parseFailure(MESSAGES.empty);

  const numeric = /^(\d{1,2})[/-](\d{4})$/.exec(trimmed);
  if (numeric !== null) return checkedPeriod({ year: Number(numeric[2]), month: Number(numeric[1]) });

  const named = /^(\p{L}+)(?: de)? (\d{4})$/iu.exec(trimmed);
  if (named === null) return parseFailure(MESSAGES.shape);
  const [, word = '', year = ''] = named;
  const month = monthByName.get(word.toLowerCase());
  if (month === undefined) return parseFailure(`«${word}» no es un mes. ${MESSAGES.shape}`);
  return checkedPeriod({ year: Number(year), month });
};
