import { addDays, weekdayOf } from '../dates/dates';
import { toIsoDate } from '../formatters/date';

/*
 * The days a leave does not use (domain README, «Licencia anual (Ley 12.590)»). Ley 12.590 art. 1 says the leave
 * is taken in one continuous period «dentro del que no se computarán los feriados», every feriado, not only the five
 * paid ones of art. 18: its literal B lets a collective agreement make «los feriados, incluso los de Carnaval y
 * Turismo» count, so without one they do not. Sundays, the weekly rest, do not count either (the doctrine and
 * the practice); Saturdays do.
 */

const SUNDAY = 0;
const MONDAY = 1;

/** Month and day of the feriados kept on their date whatever the weekday (Ley 16.805 art. 2, as Ley 17.414 words it). */
const FIXED_HOLIDAYS: ReadonlyArray<readonly [month: number, day: number]> = [
  [1, 1], // Año Nuevo, no laborable (Ley 12.590 art. 18)
  [1, 6], // Día de los Niños
  [5, 1], // Día de los Trabajadores, no laborable
  [6, 19], // Natalicio de Artigas
  [7, 18], // Jura de la Constitución, no laborable
  [8, 25], // Declaratoria de la Independencia, no laborable
  [11, 2], // Día de los Difuntos
  [12, 25], // Día de la Familia, no laborable
];

/** The feriados Ley 16.805 art. 1 moves to a Monday: 19 de abril, 18 de mayo, 12 de octubre. */
const MOVABLE_HOLIDAYS: ReadonlyArray<readonly [month: number, day: number]> = [
  [4, 19],
  [5, 18],
  [10, 12],
];

/**
 * Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus), in whole numbers: Carnaval and the
 * Semana de Turismo hang from it. 2026 → "2026-04-05".
 */
export const easterSunday = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return toIsoDate({ year, month: Math.floor(n / 31), day: (n % 31) + 1 });
};

/**
 * Where Ley 16.805 art. 1 observes a movable feriado: on its day when Saturday, Sunday or Monday; the Monday before
 * when Tuesday or Wednesday; the Monday after when Thursday or Friday.
 */
const observedOn = (isoDate: string): string => {
  const weekday = weekdayOf(isoDate);
  if (weekday === 2 || weekday === 3) return addDays(isoDate, MONDAY - weekday);
  if (weekday === 4 || weekday === 5) return addDays(isoDate, 7 + MONDAY - weekday);
  return isoDate;
};

const assertYear = (year: number, caller: string) => {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`${caller}: «${year}» no es un año del calendario gregoriano.`);
  }
};

/**
 * The feriados of a year as the law sets them, sorted and without repeats: the fixed ones, the movable ones on the
 * day they are observed, Carnaval (Monday and Tuesday, 48 and 47 days before Easter) and the Semana de Turismo
 * (Monday to Friday of Holy Week). Feriados a law declares for one occasion only are not here.
 */
export const uruguayanHolidays = (year: number): string[] => {
  assertYear(year, 'uruguayanHolidays');
  const easter = easterSunday(year);
  const dates = [
    ...FIXED_HOLIDAYS.map(([month, day]) => toIsoDate({ year, month, day })),
    ...MOVABLE_HOLIDAYS.map(([month, day]) => observedOn(toIsoDate({ year, month, day }))),
    addDays(easter, -48),
    addDays(easter, -47),
    ...[-6, -5, -4, -3, -2].map((offset) => addDays(easter, offset)),
  ];
  return [...new Set(dates)].sort();
};

const sundaysOf = (year: number): string[] => {
  const first = toIsoDate({ year, month: 1, day: 1 });
  const last = toIsoDate({ year, month: 12, day: 31 });
  const sundays: string[] = [];
  for (let day = addDays(first, (7 - weekdayOf(first)) % 7); day <= last; day = addDays(day, 7)) sundays.push(day);
  return sundays;
};

/** Every day of `year` a leave does not use, its feriados and its Sundays, as sorted ISO dates without repeats. */
export const daysNotCountedInLeave = (year: number): string[] => {
  assertYear(year, 'daysNotCountedInLeave');
  return [...new Set([...uruguayanHolidays(year), ...sundaysOf(year)])].sort();
};

/** Whether a day inside a leave uses one of its days: not on a Sunday nor on a feriado. */
export const isCountedLeaveDay = (isoDate: string): boolean =>
  weekdayOf(isoDate) !== SUNDAY && !uruguayanHolidays(Number(isoDate.slice(0, 4))).includes(isoDate);
