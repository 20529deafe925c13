import { type CalendarDate, daysInMonth, parseIsoDate, toIsoDate, type YearMonth } from '@horizontal/domain';

/** Month arithmetic of the module's two calendars: a booking's and a maintenance's. */

/** What a calendar asks on the way (a month's disabled days, a day's turns): a value, or the refusal's message. */
export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };

/** The ISO date as the calendar takes it; null for '' or anything else. */
export const calendarDateOf = (isoDate: string): CalendarDate | null => {
  const parsed = parseIsoDate(isoDate);
  return parsed.ok ? parsed.value : null;
};

/** The month of a yyyy-mm-dd date. */
export const monthOfIso = (isoDate: string): YearMonth => ({
  year: Number(isoDate.slice(0, 4)),
  month: Number(isoDate.slice(5, 7)),
});

/** The first and last day of a month: what the disabled- and available-days calls are asked for. */
export const monthRange = ({ year, month }: YearMonth) => ({
  from: toIsoDate({ year, month, day: 1 }),
  to: toIsoDate({ year, month, day: daysInMonth(year, month) }),
});

/** Every day of a month: none can be chosen while the month's disabled days are on their way, or failed to come. */
export const daysOfMonth = (month: YearMonth): CalendarDate[] =>
  Array.from({ length: daysInMonth(month.year, month.month) }, (_, index) => ({ ...month, day: index + 1 }));
