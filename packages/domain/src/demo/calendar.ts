import {
  addDays,
  addMonths,
  addPeriods,
  daysBetween,
  montevideoMoment,
  periodOf,
  periodsBetween,
} from '../dates/dates';

/**
 * The day the demo's activity was written on. The mocks and the stories live on it, so that "current" and "past"
 * rows look the same in every run; the server's seed moves the whole demo to the day it starts.
 */
export const DEMO_TODAY = '2026-11-20';

/**
 * Dates of the demo relative to its `today`. The activity is written with the dates it has on DEMO_TODAY; `day`
 * moves one of them by the days between DEMO_TODAY and `today` (events keep their distance, and their weekday),
 * `month` and `period` by whole months (due dates, contract starts and periods keep their day of the month).
 */
export const demoCalendar = (today: string = DEMO_TODAY) => {
  const days = daysBetween(DEMO_TODAY, today);
  const months = periodsBetween(periodOf(DEMO_TODAY), periodOf(today));
  return {
    today,
    /** `count` days from today; negative goes back. */
    fromToday: (count: number) => addDays(today, count),
    /** A date written as it falls on DEMO_TODAY, moved to `today`. */
    day: (written: string) => addDays(written, days),
    /** A date pinned to a day of the month, written as on DEMO_TODAY, moved by whole months. */
    month: (written: string) => addMonths(written, months),
    /** A period (yyyy-mm) written as on DEMO_TODAY, moved by whole months. */
    period: (written: string) => addPeriods(written, months),
    /** A moment read on a Montevideo clock. */
    moment: montevideoMoment,
  };
};

export type DemoCalendar = ReturnType<typeof demoCalendar>;

/** The year of an ISO date, for titles such as «Asamblea ordinaria anual 2026». */
export const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));
