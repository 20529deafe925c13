import { montevideoMoment } from '../dates/dates';

/*
 * A booking lives on Montevideo's calendar and clock: its date is a day there and its turn's hours are read there,
 * whatever the time zone of the machine that asks (dates/dates.ts computes on UTC midnights with the fixed UTC−3).
 */

/** "hh:mm:ss" as PostgreSQL's time columns answer, or "hh:mm", to the contract's "hh:mm". */
export const clockTime = (time: string) => time.slice(0, 5);

/** The moment a turn starts: its date at its start time on a Montevideo clock (a day without a turn, its midnight). */
export const startOf = (booking: { date: string; startTime: string | null }): Date =>
  new Date(montevideoMoment(booking.date, booking.startTime === null ? '00:00' : clockTime(booking.startTime)));

/** Whether a booking's turn is still ahead at `now`: it has not started yet. */
export const isAhead = (booking: { date: string; startTime: string | null }, now: Date) =>
  startOf(booking).getTime() > now.getTime();

/** Every day from `from` to `to`, both included (ISO dates: the range comes validated and at most a year long). */
export const daysOf = (range: { from: string; to: string }): string[] => {
  const days: string[] = [];
  const last = Date.parse(`${range.to}T00:00:00Z`);
  for (let time = Date.parse(`${range.from}T00:00:00Z`); time <= last; time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
};
