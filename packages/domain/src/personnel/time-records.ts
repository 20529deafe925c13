import { addDays, daysBetween, periodOf, weekdayOf } from '../dates/dates';
import { WORKDAY_LETTERS } from '../entities/personnel';

/*
 * Hours worked against the schedule (Horario): what each day's clock-ins add up to, the extra hours beyond the day's
 * workday, and the exits nobody wrote down. Times are "hh:mm" of one day; a record never crosses midnight (its exit
 * is after its entry, as the contract checks).
 */

/** What the computation reads of a person: the workday (hh:mm, null when not set) and its days (L M X J V S D). */
export type Schedule = { workdayStart: string | null; workdayEnd: string | null; workdays: string };

/** What it reads of a clock-in. */
export type ClockIn = { personnelId: number; date: string; entryTime: string; exitTime: string | null };

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** The letter of a date's weekday in a workday string: 'L' for a Monday … 'D' for a Sunday. */
export const workdayLetterOf = (isoDate: string): string => WORKDAY_LETTERS[(weekdayOf(isoDate) + 6) % 7]!;

/** The minutes the schedule asks for on `date`: the workday's length on a day of work, else 0. */
export const scheduledMinutesOn = (schedule: Schedule, date: string): number => {
  if (schedule.workdayStart === null || schedule.workdayEnd === null) return 0;
  if (!schedule.workdays.includes(workdayLetterOf(date))) return 0;
  return Math.max(0, minutesOf(schedule.workdayEnd) - minutesOf(schedule.workdayStart));
};

/** A person's day: the minutes of its closed records, what the schedule asked, the extra, and what is missing. */
export type WorkedDay = {
  personnelId: number;
  date: string;
  workedMinutes: number;
  scheduledMinutes: number;
  /** Minutes worked beyond the day's workday (horas extra). */
  extraMinutes: number;
  /** A clock-in of a past day without its exit: its time is unknown, so it adds nothing until someone writes it. */
  missingExit: boolean;
  /** A clock-in of today without an exit yet: the person is at work. */
  inProgress: boolean;
};

/**
 * The worked days of `records` (any people, any order), one per person and date with a record, in date order.
 * `today` (Montevideo's) tells a missing exit (a day gone by) from a person still at work.
 */
export const workedDays = (
  records: readonly ClockIn[],
  scheduleOf: (personnelId: number) => Schedule | undefined,
  today: string,
): WorkedDay[] => {
  const days = new Map<string, WorkedDay>();
  for (const record of records) {
    const key = `${record.personnelId}|${record.date}`;
    let day = days.get(key);
    if (!day) {
      const schedule = scheduleOf(record.personnelId);
      day = {
        personnelId: record.personnelId,
        date: record.date,
        workedMinutes: 0,
        scheduledMinutes: schedule ? scheduledMinutesOn(schedule, record.date) : 0,
        extraMinutes: 0,
        missingExit: false,
        inProgress: false,
      };
      days.set(key, day);
    }
    if (record.exitTime === null) {
      if (record.date < today) day.missingExit = true;
      else day.inProgress = true;
    } else {
      day.workedMinutes += Math.max(0, minutesOf(record.exitTime) - minutesOf(record.entryTime));
    }
  }
  return [...days.values()]
    .map((day) => ({ ...day, extraMinutes: Math.max(0, day.workedMinutes - day.scheduledMinutes) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.personnelId - b.personnelId);
};

/** A person's month («aaaa-mm») in a range: worked, scheduled, extra minutes and the days with a missing exit. */
export type MonthHours = {
  personnelId: number;
  period: string;
  workedMinutes: number;
  scheduledMinutes: number;
  extraMinutes: number;
  missingExits: number;
};

/**
 * Each person's months between `from` and `to` (both included, never past `today`): the schedule counts every day
 * of work in that stretch, clocked or not (an absence shows as hours below the schedule); extra hours are the sum
 * of each day's, as a day's overtime is not paid back by a short day.
 */
export const monthHours = (
  people: readonly (Schedule & { id: number })[],
  days: readonly WorkedDay[],
  range: { from: string; to: string; today: string },
): MonthHours[] => {
  const last = range.to < range.today ? range.to : range.today;
  const months = new Map<string, MonthHours>();
  const monthOf = (personnelId: number, period: string) => {
    const key = `${personnelId}|${period}`;
    let month = months.get(key);
    if (!month) {
      month = { personnelId, period, workedMinutes: 0, scheduledMinutes: 0, extraMinutes: 0, missingExits: 0 };
      months.set(key, month);
    }
    return month;
  };
  const length = daysBetween(range.from, last) + 1;
  for (const person of people) {
    for (let index = 0; index < length; index += 1) {
      const date = addDays(range.from, index);
      const scheduled = scheduledMinutesOn(person, date);
      if (scheduled > 0) monthOf(person.id, periodOf(date)).scheduledMinutes += scheduled;
    }
  }
  for (const day of days) {
    if (day.date < range.from || day.date > range.to) continue;
    const month = monthOf(day.personnelId, periodOf(day.date));
    month.workedMinutes += day.workedMinutes;
    month.extraMinutes += day.extraMinutes;
    if (day.missingExit) month.missingExits += 1;
  }
  return [...months.values()].sort((a, b) => a.period.localeCompare(b.period) || a.personnelId - b.personnelId);
};

/** Minutes as the Horario screen writes them: «8 h», «8 h 30 min», «45 min», «0 h». */
export const formatWorkedMinutes = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0 && rest > 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

/**
 * Why a clock-in cannot join a person's other records of that day, or null: a day with an open record (no exit)
 * takes no other record until its exit is written, and two records never share a minute (an open one runs to the
 * end of the day).
 */
export const clockInConflict = (
  others: readonly Pick<ClockIn, 'entryTime' | 'exitTime'>[],
  candidate: Pick<ClockIn, 'entryTime' | 'exitTime'>,
): 'openRecord' | 'recordOverlaps' | null => {
  const endOf = (record: Pick<ClockIn, 'exitTime'>) => record.exitTime ?? '24:00';
  for (const other of others) {
    if (other.exitTime === null && candidate.entryTime >= other.entryTime) return 'openRecord';
    if (candidate.entryTime < endOf(other) && other.entryTime < endOf(candidate)) return 'recordOverlaps';
  }
  return null;
};
