import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addPeriods,
  daysBetween,
  formatMontevideoDateTime,
  montevideoClock,
  montevideoMoment,
  montevideoToday,
  nextPeriod,
  periodOf,
  periodsBetween,
  previousPeriod,
  weekdayOf,
} from './dates';

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('addDays', () => {
  it('crosses month and year ends, and leap days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-20', 0)).toBe('2026-11-20');
  });

  it('goes back to where it started and agrees with daysBetween', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(addDays(moved, -days)).toBe(date);
        expect(daysBetween(date, moved)).toBe(days);
      }),
    );
  });

  it('refuses what is not a date of the calendar', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-20T10:00:00Z', 1)).toThrow('no es una fecha');
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the last one of a shorter month', () => {
    expect(addMonths('2026-03-05', 1)).toBe('2026-04-05');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 2)).toBe('2027-01-30');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-08-31', -12)).toBe('2025-08-31');
  });
});

describe('daysBetween', () => {
  it('counts whole days, negative when the second date comes first', () => {
    expect(daysBetween('2026-11-20', '2026-11-21')).toBe(1);
    expect(daysBetween('2026-11-21', '2026-11-20')).toBe(-1);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
  });
});

describe('weekdayOf', () => {
  it('numbers the days from Sunday, whatever the machine’s zone', () => {
    expect(weekdayOf('2026-11-20')).toBe(5);
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
  });
});

describe('periods', () => {
  it('take the period of a date and step over year ends', () => {
    expect(periodOf('2026-03-05')).toBe('2026-03');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(previousPeriod('2026-01')).toBe('2025-12');
    expect(addPeriods('2026-11', -11)).toBe('2025-12');
    expect(addPeriods('2026-11', 14)).toBe('2028-01');
    expect(periodsBetween('2025-12', '2026-03')).toBe(3);
    expect(periodsBetween('2026-03', '2025-12')).toBe(-3);
  });

  it('refuse what is not a period', () => {
    expect(() => nextPeriod('2026-13')).toThrow('no es un período');
    expect(() => periodOf('2026-03')).toThrow('no es una fecha');
  });
});

describe('Montevideo', () => {
  it('is still on the day before until 03:00 UTC', () => {
    expect(montevideoToday(new Date('2026-11-27T02:59:59.999Z'))).toBe('2026-11-26');
    expect(montevideoToday(new Date('2026-11-27T03:00:00.000Z'))).toBe('2026-11-27');
    expect(montevideoToday(new Date('2026-11-26T23:30:00.000Z'))).toBe('2026-11-26');
    expect(montevideoToday(new Date('2027-01-01T01:00:00.000Z'))).toBe('2026-12-31');
  });

  it('reads its clock three hours behind UTC, whatever the machine’s zone', () => {
    expect(montevideoClock(new Date('2026-11-27T02:59:59.999Z'))).toBe('23:59');
    expect(montevideoClock(new Date('2026-11-27T13:05:00.000Z'))).toBe('10:05');
  });

  it('keeps UTC−3 in summer and in winter: Uruguay has had no daylight saving time since 2015', () => {
    expect(montevideoToday(new Date('2026-01-15T02:00:00Z'))).toBe('2026-01-14');
    expect(montevideoToday(new Date('2026-07-15T02:00:00Z'))).toBe('2026-07-14');
  });

  it('writes a moment of its clock in UTC', () => {
    expect(montevideoMoment('2026-11-20', '10:30')).toBe('2026-11-20T13:30:00.000Z');
    expect(montevideoMoment('2026-11-20', '22:15')).toBe('2026-11-21T01:15:00.000Z');
    expect(montevideoMoment('2026-11-20')).toBe('2026-11-20T03:00:00.000Z');
    expect(montevideoToday(new Date(montevideoMoment('2026-11-20', '23:59')))).toBe('2026-11-20');
    expect(() => montevideoMoment('2026-11-20', '24:00')).toThrow('no es una hora');
  });
});

describe('formatMontevideoDateTime', () => {
  it('writes dd/mm/yyyy HH:mm on a Montevideo clock, the day before until 03:00 UTC', () => {
    expect(formatMontevideoDateTime(new Date('2026-03-05T16:20:59Z'))).toBe('05/03/2026 13:20');
    expect(formatMontevideoDateTime(new Date('2026-03-06T02:59:00Z'))).toBe('05/03/2026 23:59');
    expect(formatMontevideoDateTime(new Date('2026-03-06T03:00:00Z'))).toBe('06/03/2026 00:00');
    expect(formatMontevideoDateTime(new Date('2027-01-01T01:05:00Z'))).toBe('31/12/2026 22:05');
  });

  it('reads what the America/Montevideo time zone reads, summer and winter', () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Montevideo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const since2016 = fc.date({
      min: new Date('2016-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(since2016, (moment) => {
        expect(formatMontevideoDateTime(moment)).toBe(zone.format(moment).replace(',', ''));
      }),
    );
  });
});
