export {
  CURRENCY_SYMBOL,
  formatCurrency,
  formatDecimalCurrency,
  parseCurrency,
} from './currency';
export {
  type CalendarDate,
  compareDates,
  DEFAULT_DATE_STRING,
  daysInMonth,
  formatDate,
  formatIsoDate,
  isLeapYear,
  isValidCalendarDate,
  parseDate,
  parseIsoDate,
  toIsoDate,
} from './date';
export {
  COMMON_EXPENSE_CURRENCY_FIELDS,
  type CommonExpenseCurrencyField,
  isCommonExpenseCurrencyField,
} from './fields';
export { groupThousands } from './grouping';
export {
  addCents,
  allocateCents,
  amountToCents,
  type Cents,
  centsToDecimal,
  type DecimalString,
  decimalToCents,
  isCents,
  multiplyCents,
  subtractCents,
  sumCents,
  sumDecimals,
} from './money';
export type { ParseResult } from './parse-result';
export { formatCoefficient, formatShare } from './percent';
export {
  formatIsoPeriod,
  formatPeriod,
  isValidYearMonth,
  parsePeriod,
  SPANISH_MONTH_NAMES,
  type SpanishMonthName,
  type YearMonth,
} from './period';
export {
  type ClockTime,
  formatTime,
  isValidClockTime,
  minutesToTime,
  parseTime,
  timeToMinutes,
} from './time';
export { matchesUnitSearch, unitLabel } from './unit-label';
export { compareSpanish, countNoun, sentence, theNamed } from './wording';
