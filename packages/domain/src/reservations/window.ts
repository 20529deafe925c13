import { addDays, montevideoToday } from '../dates/dates';
import { isAhead } from './clock';

/** How far ahead an area is booked when nobody said otherwise: two months. */
export const DEFAULT_BOOKING_WINDOW_DAYS = 60;

/** The days a new booking may fall on: from today (in Montevideo) to `bookingWindowDays` after it, both included. */
export const bookingWindowOf = (area: { bookingWindowDays: number }, now: Date) => {
  const today = montevideoToday(now);
  return { first: today, last: addDays(today, area.bookingWindowDays) };
};

export type WindowProblem = 'past' | 'started' | 'beyond';

/**
 * Why a turn of a date cannot be booked at `now` by the booking window: a day before today, a day past the window's
 * last one, or a turn of today that already started; null when it can.
 */
export const windowProblemOf = (
  slot: { date: string; startTime: string | null },
  area: { bookingWindowDays: number },
  now: Date,
): WindowProblem | null => {
  const window = bookingWindowOf(area, now);
  if (slot.date < window.first) return 'past';
  if (slot.date > window.last) return 'beyond';
  if (!isAhead(slot, now)) return 'started';
  return null;
};
