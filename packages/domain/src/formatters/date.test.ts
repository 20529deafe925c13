import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDates,
  DEFAULT_DATE_STRING,
  daysInMonth,
  formatDate,
  formatIsoDate,
  isLeapYear,
  isValidCalendarDate,
  parseDate,
  parseIsoDate,
  toIsoDate,
} from './date';

const SHAPE = 'Escriba la fecha como dd/mm/aaaa, por ejemplo 05/03/2026.';

const calendarDate = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(isValidCalendarDate);

describe('calendar rules', () => {
  it('knows leap years', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2026)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
  });

  it('knows the length of each month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2026, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('validates calendar dates', () => {
    expect(isValidCalendarDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isValidCalendarDate({ year: 2026, month: 2, day: 29 })).toBe(false);
    expect(isValidCalendarDate({ year: 2026, month: 13, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 2026, month: 0, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 2026, month: 1, day: 0 })).toBe(false);
    expect(isValidCalendarDate({ year: 0, month: 1, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 10000, month: 1, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 2026, month: 1.5, day: 1 })).toBe(false);
  });

  it('orders dates', () => {
    expect(compareDates({ year: 2026, month: 3, day: 5 }, { year: 2026, month: 3, day: 6 })).toBeLessThan(0);
    expect(compareDates({ year: 2026, month: 4, day: 1 }, { year: 2026, month: 3, day: 31 })).toBeGreaterThan(0);
    expect(compareDates({ year: 2027, month: 1, day: 1 }, { year: 2026, month: 12, day: 31 })).toBeGreaterThan(0);
    expect(compareDates({ year: 2026, month: 3, day: 5 }, { year: 2026, month: 3, day: 5 })).toBe(0);
  });
});

describe('formatIsoDate', () => {
  it('writes a date of the wire as a person reads it, and refuses what is not one', () => {
    expect(formatIsoDate('2026-03-05')).toBe('05/03/2026');
    expect(formatIsoDate('2024-02-29')).toBe('29/02/2024');
    expect(() => formatIsoDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('writes dd/mm/yyyy with leading zeros', () => {
    expect(formatDate({ year: 2026, month: 3, day: 5 })).toBe('05/03/2026');
    expect(formatDate({ year: 2026, month: 12, day: 31 })).toBe('31/12/2026');
    expect(formatDate({ year: 987, month: 1, day: 1 })).toBe('01/01/0987');
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatDate({ year: 2026, month: 2, day: 31 })).toThrow('La fecha 31/02/2026 no existe.');
  });
});

describe('parseDate', () => {
  it('reads the default date string of the spec', () => {
    expect(DEFAULT_DATE_STRING).toBe('1/1/2021');
    expect(parseDate(DEFAULT_DATE_STRING)).toEqual({ ok: true, value: { year: 2021, month: 1, day: 1 } });
  });

  it.each([
    ['05/03/2026', { year: 2026, month: 3, day: 5 }],
    ['5/3/2026', { year: 2026, month: 3, day: 5 }],
    ['05-03-2026', { year: 2026, month: 3, day: 5 }],
    ['05.03.2026', { year: 2026, month: 3, day: 5 }],
    [' 29/02/2024 ', { year: 2024, month: 2, day: 29 }],
  ])('reads %s', (text, date) => {
    expect(parseDate(text)).toEqual({ ok: true, value: date });
  });

  it('asks for a date when empty', () => {
    expect(parseDate('')).toEqual({ ok: false, message: 'Ingrese una fecha.' });
    expect(parseDate('  ')).toEqual({ ok: false, message: 'Ingrese una fecha.' });
  });

  it('asks for a 4-digit year', () => {
    expect(parseDate('05/03/26')).toEqual({
      ok: false,
      message: 'Escriba el año con 4 dígitos, por ejemplo 05/03/2026.',
    });
  });

  it.each(['2026-03-05', '05/03-2026', '5 de marzo de 2026', '05/03/20266', '050/3/2026', '05032026', 'hoy'])(
    'explains the expected shape for %j',
    (text) => {
      expect(parseDate(text)).toEqual({ ok: false, message: SHAPE });
    },
  );

  it.each([
    ['31/02/2026', 'La fecha 31/02/2026 no existe.'],
    ['29/2/2026', 'La fecha 29/02/2026 no existe.'],
    ['31/04/2026', 'La fecha 31/04/2026 no existe.'],
    ['00/01/2026', 'La fecha 00/01/2026 no existe.'],
    ['15/13/2026', 'La fecha 15/13/2026 no existe.'],
    ['15/00/2026', 'La fecha 15/00/2026 no existe.'],
    ['01/01/0000', 'La fecha 01/01/0000 no existe.'],
  ])('rejects the impossible date %s', (text, message) => {
    expect(parseDate(text)).toEqual({ ok: false, message });
  });

  it('format → parse is the identity', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const result = parseDate(formatDate(date));
        return result.ok && compareDates(result.value, date) === 0;
      }),
    );
  });

  it('parse → format normalises any valid writing', () => {
    fc.assert(
      fc.property(calendarDate, fc.constantFrom('/', '-', '.'), (date, separator) => {
        const result = parseDate(
          `${date.day}${separator}${date.month}${separator}${String(date.year).padStart(4, '0')}`,
        );
        return result.ok && formatDate(result.value) === formatDate(date);
      }),
    );
  });
});

describe('ISO dates', () => {
  it('writes and reads yyyy-mm-dd', () => {
    expect(toIsoDate({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
    expect(parseIsoDate('2026-03-05')).toEqual({ ok: true, value: { year: 2026, month: 3, day: 5 } });
  });

  it('rejects other shapes, timestamps and impossible dates', () => {
    expect(parseIsoDate('05/03/2026')).toEqual({ ok: false, message: 'La fecha debe tener la forma aaaa-mm-dd.' });
    expect(parseIsoDate('2026-03-05T03:00:00Z')).toEqual({
      ok: false,
      message: 'La fecha debe tener la forma aaaa-mm-dd.',
    });
    expect(parseIsoDate('2026-02-31')).toEqual({ ok: false, message: 'La fecha 31/02/2026 no existe.' });
    expect(() => toIsoDate({ year: 2026, month: 2, day: 31 })).toThrow(RangeError);
  });

  it('toIsoDate → parseIsoDate is the identity', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const result = parseIsoDate(toIsoDate(date));
        return result.ok && compareDates(result.value, date) === 0;
      }),
    );
  });
});
