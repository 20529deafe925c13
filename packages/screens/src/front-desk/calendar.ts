import { type CalendarDate, parseIsoDate, toIsoDate } from '@horizontal/domain';

/** yyyy-mm-dd to the DateInput's value, and back. */
export const calendarDateOf = (isoDate: string | null): CalendarDate | null => {
  if (isoDate === null) return null;
  const parsed = parseIsoDate(isoDate);
  return parsed.ok ? parsed.value : null;
};

export const isoDateOf = (date: CalendarDate | null) => (date ? toIsoDate(date) : null);
