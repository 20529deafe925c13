import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPeriod, isValidYearMonth, parsePeriod, SPANISH_MONTH_NAMES } from './period';

const SHAPE = 'Escriba el período como mes y año, por ejemplo Marzo 2026.';
const yearMonth = fc.record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) });

describe('formatPeriod', () => {
  it('writes the Spanish month name and the year', () => {
    expect(formatPeriod({ year: 2026, month: 3 })).toBe('Marzo 2026');
    expect(formatPeriod({ year: 2026, month: 1 })).toBe('Enero 2026');
    expect(formatPeriod({ year: 2025, month: 12 })).toBe('Diciembre 2025');
  });

  it('writes Setiembre, as Uruguay does', () => {
    expect(formatPeriod({ year: 2026, month: 9 })).toBe('Setiembre 2026');
  });

  it('lists the twelve months in order', () => {
    expect(SPANISH_MONTH_NAMES).toEqual([
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Setiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ]);
  });

  it('refuses a month that does not exist', () => {
    expect(() => formatPeriod({ year: 2026, month: 13 })).toThrow(RangeError);
    expect(isValidYearMonth({ year: 2026, month: 0 })).toBe(false);
    expect(isValidYearMonth({ year: 0, month: 1 })).toBe(false);
  });
});

describe('parsePeriod', () => {
  it.each([
    ['Marzo 2026', { year: 2026, month: 3 }],
    ['marzo 2026', { year: 2026, month: 3 }],
    ['MARZO 2026', { year: 2026, month: 3 }],
    ['  Marzo   de 2026 ', { year: 2026, month: 3 }],
    ['Setiembre 2026', { year: 2026, month: 9 }],
    ['Septiembre 2026', { year: 2026, month: 9 }],
    ['03/2026', { year: 2026, month: 3 }],
    ['3-2026', { year: 2026, month: 3 }],
  ])('reads %j', (text, period) => {
    expect(parsePeriod(text)).toEqual({ ok: true, value: period });
  });

  it('asks for a period when empty', () => {
    expect(parsePeriod('')).toEqual({ ok: false, message: 'Ingrese un período.' });
  });

  it.each(['Marzo', '2026', 'Marzo 26', 'Marzo/2026', '2026 Marzo', '03/26'])(
    'explains the expected shape for %j',
    (text) => {
      expect(parsePeriod(text)).toEqual({ ok: false, message: SHAPE });
    },
  );

  it('names a word that is not a month', () => {
    expect(parsePeriod('Marzzo 2026')).toEqual({ ok: false, message: `«Marzzo» no es un mes. ${SHAPE}` });
  });

  it('rejects month numbers outside 1–12 and year 0000', () => {
    expect(parsePeriod('13/2026')).toEqual({ ok: false, message: 'El mes debe estar entre 1 y 12.' });
    expect(parsePeriod('0/2026')).toEqual({ ok: false, message: 'El mes debe estar entre 1 y 12.' });
    expect(parsePeriod('Marzo 0000')).toEqual({ ok: false, message: 'El año debe estar entre 0001 y 9999.' });
  });

  it('format → parse is the identity', () => {
    fc.assert(
      fc.property(yearMonth, (period) => {
        const result = parsePeriod(formatPeriod(period));
        return result.ok && result.value.year === period.year && result.value.month === period.month;
      }),
    );
  });
});
