import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTime, isValidClockTime, minutesToTime, parseTime, timeToMinutes } from './time';

const SHAPE = 'Escriba la hora como hh:mm, por ejemplo 09:30.';
const clockTime = fc.record({ hours: fc.integer({ min: 0, max: 23 }), minutes: fc.integer({ min: 0, max: 59 }) });

describe('formatTime', () => {
  it('writes hh:mm with leading zeros', () => {
    expect(formatTime({ hours: 9, minutes: 5 })).toBe('09:05');
    expect(formatTime({ hours: 0, minutes: 0 })).toBe('00:00');
    expect(formatTime({ hours: 23, minutes: 59 })).toBe('23:59');
  });

  it('refuses a time that does not exist', () => {
    expect(() => formatTime({ hours: 24, minutes: 0 })).toThrow('la hora 24:00 no existe.');
  });
});

describe('parseTime', () => {
  it.each([
    ['09:30', { hours: 9, minutes: 30 }],
    ['9:30', { hours: 9, minutes: 30 }],
    [' 23:59 ', { hours: 23, minutes: 59 }],
    ['00:00', { hours: 0, minutes: 0 }],
  ])('reads %s', (text, time) => {
    expect(parseTime(text)).toEqual({ ok: true, value: time });
  });

  it('asks for a time when empty', () => {
    expect(parseTime('')).toEqual({ ok: false, message: 'Ingrese una hora.' });
  });

  it.each(['930', '9.30', '9:3', '09:30:00', '9 30', 'nueve'])('explains the expected shape for %j', (text) => {
    expect(parseTime(text)).toEqual({ ok: false, message: SHAPE });
  });

  it.each([
    ['24:00', 'La hora 24:00 no existe.'],
    ['12:60', 'La hora 12:60 no existe.'],
    ['99:99', 'La hora 99:99 no existe.'],
  ])('rejects %s', (text, message) => {
    expect(parseTime(text)).toEqual({ ok: false, message });
  });

  it('format → parse is the identity', () => {
    fc.assert(
      fc.property(clockTime, (time) => {
        const result = parseTime(formatTime(time));
        return result.ok && result.value.hours === time.hours && result.value.minutes === time.minutes;
      }),
    );
  });
});

describe('minutes since midnight', () => {
  it('converts both ways', () => {
    expect(timeToMinutes({ hours: 9, minutes: 30 })).toBe(570);
    expect(minutesToTime(570)).toEqual({ hours: 9, minutes: 30 });
    expect(minutesToTime(0)).toEqual({ hours: 0, minutes: 0 });
    expect(minutesToTime(1439)).toEqual({ hours: 23, minutes: 59 });
  });

  it('refuses values outside a day', () => {
    expect(() => minutesToTime(1440)).toThrow(RangeError);
    expect(() => minutesToTime(-1)).toThrow(RangeError);
    expect(() => minutesToTime(1.5)).toThrow(RangeError);
    expect(() => timeToMinutes({ hours: 0, minutes: 60 })).toThrow(RangeError);
  });

  it('validates clock times', () => {
    expect(isValidClockTime({ hours: 23, minutes: 59 })).toBe(true);
    expect(isValidClockTime({ hours: -1, minutes: 0 })).toBe(false);
    expect(isValidClockTime({ hours: 1.5, minutes: 0 })).toBe(false);
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => timeToMinutes(minutesToTime(minutes)) === minutes),
    );
  });
});
