import { describe, expect, it } from 'vitest';
import { montevideoMoment } from '../dates/dates';
import { isAhead, startOf } from './clock';
import { bookingWindowOf, DEFAULT_BOOKING_WINDOW_DAYS, windowProblemOf } from './window';

/** A moment read on Montevideo's clock: at('2026-11-20', '10:30') is 13:30 UTC. */
const at = (date: string, time: string) => new Date(montevideoMoment(date, time));

describe('the booking window', () => {
  const area = { bookingWindowDays: 60 };

  it('runs from today to 60 days ahead, both included, by default', () => {
    expect(DEFAULT_BOOKING_WINDOW_DAYS).toBe(60);
    expect(bookingWindowOf(area, at('2026-11-20', '10:00'))).toEqual({ first: '2026-11-20', last: '2027-01-19' });
  });

  it('refuses a past day, a day past the window and a turn of today that already started', () => {
    const now = at('2026-11-20', '15:00');
    expect(windowProblemOf({ date: '2026-11-19', startTime: '20:00' }, area, now)).toBe('past');
    expect(windowProblemOf({ date: '2027-01-20', startTime: '12:00' }, area, now)).toBe('beyond');
    expect(windowProblemOf({ date: '2027-01-19', startTime: '12:00' }, area, now)).toBeNull();
    expect(windowProblemOf({ date: '2026-11-20', startTime: '12:00' }, area, now)).toBe('started');
    expect(windowProblemOf({ date: '2026-11-20', startTime: '15:00' }, area, now)).toBe('started');
    expect(windowProblemOf({ date: '2026-11-20', startTime: '20:00' }, area, now)).toBeNull();
  });

  it('reads the day in Montevideo, not in UTC: at 01:30 UTC it is still the day before there', () => {
    const lateNight = new Date('2026-11-21T01:30:00.000Z'); // 22:30 of the 20th in Montevideo
    expect(bookingWindowOf(area, lateNight).first).toBe('2026-11-20');
    expect(windowProblemOf({ date: '2026-11-20', startTime: '23:00' }, area, lateNight)).toBeNull();
    expect(windowProblemOf({ date: '2026-11-20', startTime: '20:00' }, area, lateNight)).toBe('started');
  });
});

describe("a turn's start", () => {
  it('is its date at its hour on a Montevideo clock, whatever PostgreSQL adds to the time', () => {
    expect(startOf({ date: '2026-11-20', startTime: '20:00:00' }).toISOString()).toBe('2026-11-20T23:00:00.000Z');
    expect(startOf({ date: '2026-11-20', startTime: null }).toISOString()).toBe('2026-11-20T03:00:00.000Z');
  });

  it('is ahead until the minute it starts', () => {
    const booking = { date: '2026-11-20', startTime: '20:00' };
    expect(isAhead(booking, at('2026-11-20', '19:59'))).toBe(true);
    expect(isAhead(booking, at('2026-11-20', '20:00'))).toBe(false);
  });
});
