import type { CalendarDate, YearMonth } from '@horizontal/domain';

/** Local midnight of a calendar day: the day pickers work with Date objects in the browser's zone. */
export const toJsDate = ({ year, month, day }: CalendarDate): Date => new Date(year, month - 1, day);

export const fromJsDate = (date: Date): CalendarDate => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

export const monthOf = (date: Date): YearMonth => ({ year: date.getFullYear(), month: date.getMonth() + 1 });

export const firstDayOf = ({ year, month }: YearMonth): Date => new Date(year, month - 1, 1);

export const sameDay = (a: CalendarDate, b: CalendarDate): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day;

export const todayDate = (): CalendarDate => fromJsDate(new Date());
