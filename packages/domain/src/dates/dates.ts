import { daysInMonth, formatDate, isValidCalendarDate, toIsoDate } from '../formatters/date';
import { formatTime } from '../formatters/time';

/*
 * Day arithmetic on the ISO strings the wire carries: dates "2026-03-05" and periods "2026-03". Every computation
 * runs on UTC midnights, so neither the machine's time zone nor a daylight-saving change moves a day.
 */

const DAY_MS = 86_400_000;

/**
 * Uruguay keeps UTC−3 all year: it dropped daylight saving time in 2015. A fixed offset answers the same on a server
 * in UTC and in a browser anywhere, without the time-zone tables of the runtime.
 */
export const MONTEVIDEO_UTC_OFFSET_HOURS = -3;

const dateParts = (isoDate: string, caller: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const parts = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
  if (parts === null || !isValidCalendarDate(parts)) throw new RangeError(`${caller}: «${isoDate}» no es una fecha.`);
  return parts;
};

const periodParts = (period: string, caller: string) => {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const parts = match ? { year: Number(match[1]), month: Number(match[2]) } : null;
  if (parts === null || parts.year < 1 || parts.month < 1 || parts.month > 12) {
    throw new RangeError(`${caller}: «${period}» no es un período.`);
  }
  return parts;
};

const utcMidnight = (isoDate: string, caller: string) => {
  const { year, month, day } = dateParts(isoDate, caller);
  return Date.UTC(year, month - 1, day);
};

const isoOfUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

/** "2026-02-27" plus 2 days is "2026-03-01"; a negative count goes back. */
export const addDays = (isoDate: string, days: number): string =>
  isoOfUtc(utcMidnight(isoDate, 'addDays') + days * DAY_MS);

/**
 * The same day `months` later (or earlier), or the last day of that month when it is shorter: "2026-01-31" plus one
 * month is "2026-02-28", as a monthly due date falls.
 */
export const addMonths = (isoDate: string, months: number): string => {
  const { year, month, day } = dateParts(isoDate, 'addMonths');
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return toIsoDate({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) });
};

/** Whole days from `from` to `to`: 1 from a day to the next, negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utcMidnight(to, 'daysBetween') - utcMidnight(from, 'daysBetween')) / DAY_MS);

/** Day of the week, 0 for Sunday to 6 for Saturday, as `Date#getDay` numbers them. */
export const weekdayOf = (isoDate: string): number => new Date(utcMidnight(isoDate, 'weekdayOf')).getUTCDay();

/** The period (yyyy-mm) a date falls in: "2026-03-05" → "2026-03". */
export const periodOf = (isoDate: string): string => {
  dateParts(isoDate, 'periodOf');
  return isoDate.slice(0, 7);
};

/** A period `months` later (or earlier): "2026-11" plus 2 is "2027-01". */
export const addPeriods = (period: string, months: number): string => {
  const { year, month } = periodParts(period, 'addPeriods');
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
};

export const nextPeriod = (period: string): string => addPeriods(period, 1);

export const previousPeriod = (period: string): string => addPeriods(period, -1);

/** Whole months from one period to another: "2025-12" → "2026-03" is 3. */
export const periodsBetween = (from: string, to: string): number => {
  const start = periodParts(from, 'periodsBetween');
  const end = periodParts(to, 'periodsBetween');
  return (end.year - start.year) * 12 + (end.month - start.month);
};

/** The calendar day it is in Montevideo at `now`: at 01:30 UTC it is still the day before there. */
export const montevideoToday = (now: Date = new Date()): string =>
  isoOfUtc(now.getTime() + MONTEVIDEO_UTC_OFFSET_HOURS * 3_600_000);

/** What a Montevideo clock reads at `now`, hh:mm: a visit's arrival or departure noted at the front desk. */
export const montevideoClock = (now: Date = new Date()): string => {
  const local = new Date(now.getTime() + MONTEVIDEO_UTC_OFFSET_HOURS * 3_600_000);
  return formatTime({ hours: local.getUTCHours(), minutes: local.getUTCMinutes() });
};

/** The moment a Montevideo clock reads `time` (hh:mm) on `isoDate`, as an ISO date-time in UTC. */
export const montevideoMoment = (isoDate: string, time = '00:00'): string => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (match === null) throw new RangeError(`montevideoMoment: «${time}» no es una hora.`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return new Date(
    utcMidnight(isoDate, 'montevideoMoment') + (minutes - MONTEVIDEO_UTC_OFFSET_HOURS * 60) * 60_000,
  ).toISOString();
};

/**
 * "05/03/2026 13:20": a moment as a Montevideo calendar and clock read it, for what is written for a person to read
 * later and elsewhere (an e-mail), where the reader's own time zone must not move it.
 */
export const formatMontevideoDateTime = (moment: Date): string => {
  const local = new Date(moment.getTime() + MONTEVIDEO_UTC_OFFSET_HOURS * 3_600_000);
  const date = formatDate({ year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() });
  return `${date} ${formatTime({ hours: local.getUTCHours(), minutes: local.getUTCMinutes() })}`;
};
