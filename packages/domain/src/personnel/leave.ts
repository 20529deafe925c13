import { addDays, daysBetween, periodOf } from '../dates/dates';
import { toIsoDate } from '../formatters/date';
import { daysNotCountedInLeave } from './holidays';

/*
 * The annual leave of Ley 12.590 (domain README, «Licencia anual (Ley 12.590)»), in whole days. A civil year of work
 * (1 January to 31 December) earns the leave that is taken in the following year (arts. 4 and 7).
 */

/** Art. 1: twenty days for a full year of work. */
export const BASE_ANNUAL_LEAVE_DAYS = 20;

/** Art. 2: from five years in the same company on, one more day for every four years of seniority. */
const SENIORITY_FROM_YEARS = 5;
const YEARS_PER_EXTRA_DAY = 4;

const assertYear = (year: number, caller: string) => {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`${caller}: «${year}» no es un año del calendario gregoriano.`);
  }
};

const assertDays = (days: number, what: string, caller: string) => {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`${caller}: ${what} debe ser un entero no negativo.`);
};

const firstDayOf = (year: number) => toIsoDate({ year, month: 1, day: 1 });
const lastDayOf = (year: number) => toIsoDate({ year, month: 12, day: 31 });

/**
 * Whole years from `hiredOn` to `onDate`: a year is complete on its anniversary. 0 before the hire date. Someone
 * hired on 29 February completes a year on 1 March of a common year.
 */
export const yearsOfService = (hiredOn: string, onDate: string): number => {
  if (daysBetween(hiredOn, onDate) < 0) return 0;
  const years = Number(onDate.slice(0, 4)) - Number(hiredOn.slice(0, 4));
  return onDate.slice(5) < hiredOn.slice(5) ? years - 1 : years;
};

/**
 * The days art. 2 adds for seniority: none below five years, then one for every four whole years (5 → 1, 8 → 2,
 * 12 → 3, 16 → 4), as the doctrine reads it, not «one at 5 and one every 4 after» (5, 9, 13).
 */
export const seniorityExtraDays = (years: number): number =>
  years >= SENIORITY_FROM_YEARS ? Math.floor(years / YEARS_PER_EXTRA_DAY) : 0;

/**
 * The days earned by the work of civil year `year`, taken in `year + 1`. A full year earns 20 plus the seniority of
 * art. 2, counted at 31 December, when the right is born. A year begun after 1 January earns in proportion to the
 * time worked (art. 4): 20 × days worked / days of the year, to the nearest whole day (never a tie), which for a hire
 * on the 1st of a month is the usual 20 × months / 12. A year before the hire earns nothing.
 */
export const annualLeaveDays = (hiredOn: string, year: number): number => {
  assertYear(year, 'annualLeaveDays');
  const first = firstDayOf(year);
  const last = lastDayOf(year);
  if (daysBetween(hiredOn, last) < 0) return 0;
  if (daysBetween(hiredOn, first) >= 0) {
    return BASE_ANNUAL_LEAVE_DAYS + seniorityExtraDays(yearsOfService(hiredOn, last));
  }
  const worked = daysBetween(hiredOn, last) + 1;
  const daysInYear = daysBetween(first, last) + 1;
  return Math.floor((2 * BASE_ANNUAL_LEAVE_DAYS * worked + daysInYear) / (2 * daysInYear));
};

/**
 * The days a leave from `startDate` to `endDate` (both included) uses of the balance: its calendar days less its
 * Sundays and feriados (art. 1). A leave may cross into the next year; each day is judged by its own year.
 */
export const leaveDaysCounted = (startDate: string, endDate: string): number => {
  const length = daysBetween(startDate, endDate) + 1;
  if (length < 1) throw new RangeError('leaveDaysCounted: la licencia termina antes de empezar.');
  const notCounted = new Map<number, Set<string>>();
  const isNotCounted = (day: string) => {
    const year = Number(day.slice(0, 4));
    if (!notCounted.has(year)) notCounted.set(year, new Set(daysNotCountedInLeave(year)));
    return notCounted.get(year)!.has(day);
  };
  let counted = 0;
  for (let index = 0; index < length; index += 1) if (!isNotCounted(addDays(startDate, index))) counted += 1;
  return counted;
};

/** The year whose work pays a leave that starts on `startDate`: the one before (art. 7). */
export const leaveWorkYear = (startDate: string): number => Number(periodOf(startDate).slice(0, 4)) - 1;

/** A person's leave for the work of `year`: what it earned, what is taken (in counted days) and what is left. */
export type LeaveBalance = { year: number; earned: number; taken: number; remaining: number };

/**
 * The balance of the leave earned in `year`, `taken` being the counted days of the leaves already charged to it.
 * `remaining` never goes below 0, even when more was taken than earned.
 */
export const leaveBalance = ({
  hiredOn,
  year,
  taken,
}: {
  hiredOn: string;
  year: number;
  taken: number;
}): LeaveBalance => {
  assertDays(taken, 'los días tomados', 'leaveBalance');
  const earned = annualLeaveDays(hiredOn, year);
  return { year, earned, taken, remaining: Math.max(0, earned - taken) };
};

/** «1 día», «5 días». */
export const daysLabel = (count: number) => (count === 1 ? '1 día' : `${count} días`);

const whatIsLeft = (remaining: number) => {
  if (remaining === 0) return 'no le quedan días de licencia anual';
  return remaining === 1 ? 'le queda 1 de licencia anual' : `le quedan ${remaining} de licencia anual`;
};

/** Why a leave of `requested` counted days cannot be approved: «…pide 12 días y le quedan 8 de licencia anual.» */
export const leaveBeyondBalance = (requested: number, remaining: number): string =>
  `No se puede aprobar: pide ${daysLabel(requested)} y ${whatIsLeft(remaining)}.`;

/** The refusal a server answers when approving `requested` counted days would go beyond `balance`, or null. */
export const leaveApprovalRefusal = (requested: number, balance: LeaveBalance): string | null => {
  assertDays(requested, 'los días pedidos', 'leaveApprovalRefusal');
  return requested > balance.remaining ? leaveBeyondBalance(requested, balance.remaining) : null;
};

/** An approved annual leave, as the balance reads it. */
export type TakenLeave = { startDate: string; endDate: string };

/**
 * A person's balance of the work of `year` from the hire date (the start of the first contract) and the annual
 * leaves approved so far: those starting in `year + 1` are charged to it, each by its counted days. Without a hire
 * date nothing is earned yet.
 */
export const personLeaveBalance = ({
  hiredOn,
  year,
  approved,
}: {
  hiredOn: string | null;
  year: number;
  approved: readonly TakenLeave[];
}): LeaveBalance => {
  const taken = approved
    .filter((leave) => leaveWorkYear(leave.startDate) === year)
    .reduce((sum, leave) => sum + leaveDaysCounted(leave.startDate, leave.endDate), 0);
  if (hiredOn === null) return { year, earned: 0, taken, remaining: 0 };
  return leaveBalance({ hiredOn, year, taken });
};
