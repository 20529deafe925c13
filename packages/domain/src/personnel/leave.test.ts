import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../dates/dates';
import { daysNotCountedInLeave, easterSunday, isCountedLeaveDay, uruguayanHolidays } from './holidays';
import {
  annualLeaveDays,
  leaveApprovalRefusal,
  leaveBalance,
  leaveBeyondBalance,
  leaveDaysCounted,
  leaveWorkYear,
  personLeaveBalance,
  seniorityExtraDays,
  yearsOfService,
} from './leave';

describe('easterSunday', () => {
  it('gives the Easter Sunday of the Gregorian calendar', () => {
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2023)).toBe('2023-04-09');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('always falls on a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const easter = easterSunday(year);
        expect(weekdayOf(easter)).toBe(0);
        expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true);
      }),
    );
  });
});

describe('uruguayanHolidays', () => {
  it('2023: the movable ones on their Monday, Carnaval and Turismo from Easter (as the press announced them)', () => {
    expect(uruguayanHolidays(2023)).toEqual([
      '2023-01-01',
      '2023-01-06',
      '2023-02-20', // Carnaval
      '2023-02-21',
      '2023-04-03', // Semana de Turismo, Monday to Friday
      '2023-04-04',
      '2023-04-05',
      '2023-04-06',
      '2023-04-07',
      '2023-04-17', // 19 de abril, a Wednesday: the Monday before
      '2023-05-01',
      '2023-05-22', // 18 de mayo, a Thursday: the Monday after
      '2023-06-19',
      '2023-07-18',
      '2023-08-25',
      '2023-10-16', // 12 de octubre, a Thursday: the Monday after
      '2023-11-02',
      '2023-12-25',
    ]);
  });

  it('2026: Carnaval on 16 and 17 February, Turismo from 30 March; a movable one on Sunday or Monday stays', () => {
    const holidays = uruguayanHolidays(2026);
    expect(holidays).toEqual(expect.arrayContaining(['2026-02-16', '2026-02-17', '2026-03-30', '2026-04-03']));
    expect(holidays).toEqual(expect.arrayContaining(['2026-04-19', '2026-05-18', '2026-10-12']));
    expect(holidays).not.toContain('2026-04-04');
  });

  it('moves a Tuesday to the Monday before and a Friday to the Monday after, and keeps a Saturday', () => {
    expect(uruguayanHolidays(2022)).toEqual(expect.arrayContaining(['2022-04-18', '2022-10-10']));
    expect(uruguayanHolidays(2024)).toEqual(expect.arrayContaining(['2024-04-22', '2024-05-18']));
  });

  it('refuses what is not a year of the Gregorian calendar', () => {
    expect(() => uruguayanHolidays(2026.5)).toThrow(RangeError);
    expect(() => daysNotCountedInLeave(1200)).toThrow('no es un año');
  });
});

describe('daysNotCountedInLeave', () => {
  it('holds every Sunday and every feriado of the year once, sorted', () => {
    const days = daysNotCountedInLeave(2026);
    const sundays = days.filter((day) => weekdayOf(day) === 0);
    expect(sundays).toHaveLength(52);
    expect(days).toEqual(expect.arrayContaining(uruguayanHolidays(2026)));
    expect(new Set(days).size).toBe(days.length);
    expect([...days].sort()).toEqual(days);
    // 19 de abril de 2026 is a Sunday: one day, not two.
    expect(days).toHaveLength(52 + uruguayanHolidays(2026).length - 1);
    expect(days.every((day) => day.startsWith('2026-'))).toBe(true);
  });

  it('agrees with isCountedLeaveDay', () => {
    expect(isCountedLeaveDay('2026-05-01')).toBe(false);
    expect(isCountedLeaveDay('2026-05-03')).toBe(false);
    expect(isCountedLeaveDay('2026-05-02')).toBe(true); // a Saturday counts
    expect(isCountedLeaveDay('2026-05-04')).toBe(true);
  });
});

describe('yearsOfService', () => {
  it('counts whole years, complete on the anniversary', () => {
    expect(yearsOfService('2021-06-15', '2026-06-14')).toBe(4);
    expect(yearsOfService('2021-06-15', '2026-06-15')).toBe(5);
    expect(yearsOfService('2021-06-15', '2021-06-15')).toBe(0);
    expect(yearsOfService('2021-06-15', '2020-01-01')).toBe(0);
  });

  it('completes a year begun on 29 February on 1 March of a common year', () => {
    expect(yearsOfService('2024-02-29', '2025-02-28')).toBe(0);
    expect(yearsOfService('2024-02-29', '2025-03-01')).toBe(1);
    expect(yearsOfService('2024-02-29', '2028-02-29')).toBe(4);
  });

  it('refuses what is not a date', () => {
    expect(() => yearsOfService('2021-02-30', '2026-01-01')).toThrow(RangeError);
  });
});

describe('seniorityExtraDays', () => {
  it('adds nothing before five years, then one day for every four whole years', () => {
    const extra = Array.from({ length: 21 }, (_, years) => seniorityExtraDays(years));
    expect(extra).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5]);
  });
});

describe('annualLeaveDays', () => {
  it('a full year of work earns 20 days', () => {
    expect(annualLeaveDays('2022-03-01', 2025)).toBe(20);
    expect(annualLeaveDays('2025-01-01', 2025)).toBe(20);
  });

  it('a first year begun on the 1st of a month earns 20 × months / 12, to the nearest day', () => {
    const earned = Array.from({ length: 12 }, (_, index) =>
      annualLeaveDays(`2025-${String(index + 1).padStart(2, '0')}-01`, 2025),
    );
    // Months worked: 12, 11, …, 1 → 20, 18.33, 16.67, 15, 13.33, 11.67, 10, 8.33, 6.67, 5, 3.33, 1.67.
    expect(earned).toEqual([20, 18, 17, 15, 13, 12, 10, 8, 7, 5, 3, 2]);
    expect(annualLeaveDays('2024-07-01', 2024)).toBe(10); // a leap year too
  });

  it('a first year begun mid-month earns for the days worked', () => {
    expect(annualLeaveDays('2025-03-15', 2025)).toBe(16); // 292 of 365 days: 16.00
    expect(annualLeaveDays('2025-12-31', 2025)).toBe(0); // one day: 0.05
  });

  it('a year before the hire earns nothing', () => {
    expect(annualLeaveDays('2026-02-01', 2025)).toBe(0);
  });

  it('4 years of service earn 20 days, 5 years 21', () => {
    expect(annualLeaveDays('2021-06-15', 2025)).toBe(20);
    expect(annualLeaveDays('2021-06-15', 2026)).toBe(21);
  });

  it('the next steps: 22 days at 8 years, 23 at 12, 24 at 16', () => {
    expect(annualLeaveDays('2017-09-01', 2024)).toBe(21); // 7 years
    expect(annualLeaveDays('2017-09-01', 2025)).toBe(22); // 8 years
    expect(annualLeaveDays('2017-09-01', 2028)).toBe(22); // 11 years
    expect(annualLeaveDays('2017-09-01', 2029)).toBe(23); // 12 years
    expect(annualLeaveDays('2017-09-01', 2033)).toBe(24); // 16 years
  });

  it('counts seniority at 31 December of the year worked', () => {
    expect(annualLeaveDays('2020-12-31', 2025)).toBe(21);
    expect(annualLeaveDays('2021-01-01', 2025)).toBe(20);
  });
});

describe('leaveDaysCounted', () => {
  it('a week of leave with 1 May and a Sunday uses 5 days', () => {
    // Monday 27 April to Sunday 3 May 2026: Friday 1 May and Sunday 3 May are not counted.
    expect(leaveDaysCounted('2026-04-27', '2026-05-03')).toBe(5);
  });

  it('does not count 25 December', () => {
    // Monday 21 to Saturday 26 December 2026: Friday 25 is Christmas.
    expect(leaveDaysCounted('2026-12-21', '2026-12-26')).toBe(5);
  });

  it('does not count a Sunday but counts a Saturday', () => {
    expect(leaveDaysCounted('2026-03-07', '2026-03-08')).toBe(1);
    expect(leaveDaysCounted('2026-03-08', '2026-03-08')).toBe(0);
    expect(leaveDaysCounted('2026-03-09', '2026-03-09')).toBe(1);
  });

  it('does not count the feriados laborables either (Ley 12.590 art. 1 B): Turismo, 6 de enero', () => {
    // Monday 30 March to Saturday 4 April 2026: Monday to Friday are the Semana de Turismo.
    expect(leaveDaysCounted('2026-03-30', '2026-04-04')).toBe(1);
    expect(leaveDaysCounted('2027-01-04', '2027-01-09')).toBe(5);
  });

  it('crosses a year boundary, each day judged in its own year', () => {
    // Monday 28 December 2026 to Saturday 9 January 2027: 13 days, less Sundays 3 January, 1 and 6 January.
    expect(leaveDaysCounted('2026-12-28', '2027-01-09')).toBe(10);
  });

  it('is the same leave split anywhere', () => {
    const date = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2024-01-01', offset));
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 60 }), (start, cut, more) => {
        const middle = addDays(start, cut);
        const end = addDays(middle, more);
        expect(leaveDaysCounted(start, middle) + leaveDaysCounted(addDays(middle, 1), end)).toBe(
          leaveDaysCounted(start, end),
        );
        expect(leaveDaysCounted(start, end)).toBeLessThanOrEqual(cut + more + 1);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a leave that ends before it starts', () => {
    expect(() => leaveDaysCounted('2026-05-04', '2026-05-03')).toThrow('termina antes de empezar');
  });
});

describe('leaveWorkYear', () => {
  it('charges a leave to the work of the year before it starts', () => {
    expect(leaveWorkYear('2026-04-27')).toBe(2025);
    expect(leaveWorkYear('2026-12-28')).toBe(2025);
    expect(leaveWorkYear('2027-01-04')).toBe(2026);
  });
});

describe('leaveBalance and the refusal', () => {
  it('subtracts what was taken and never goes below 0', () => {
    expect(leaveBalance({ hiredOn: '2022-03-01', year: 2025, taken: 5 })).toEqual({
      year: 2025,
      earned: 20,
      taken: 5,
      remaining: 15,
    });
    expect(leaveBalance({ hiredOn: '2022-03-01', year: 2025, taken: 23 }).remaining).toBe(0);
    expect(() => leaveBalance({ hiredOn: '2022-03-01', year: 2025, taken: -1 })).toThrow(RangeError);
  });

  it('refuses a leave beyond the balance, in Spanish, naming it', () => {
    const balance = leaveBalance({ hiredOn: '2022-03-01', year: 2025, taken: 12 });
    expect(leaveApprovalRefusal(12, balance)).toBe(
      'No se puede aprobar: pide 12 días y le quedan 8 de licencia anual.',
    );
    expect(leaveApprovalRefusal(8, balance)).toBeNull();
    expect(leaveApprovalRefusal(0, balance)).toBeNull();
  });

  it('words one day and no days left', () => {
    expect(leaveBeyondBalance(1, 0)).toBe('No se puede aprobar: pide 1 día y no le quedan días de licencia anual.');
    expect(leaveBeyondBalance(3, 1)).toBe('No se puede aprobar: pide 3 días y le queda 1 de licencia anual.');
  });
});

// The worked examples of the domain README («Licencia anual (Ley 12.590)»), one test each.
describe('the README examples', () => {
  it('1. Ana, a full year: hired 2022-03-01, the work of 2025 earns 20 days, taken in 2026', () => {
    expect(yearsOfService('2022-03-01', '2025-12-31')).toBe(3);
    expect(annualLeaveDays('2022-03-01', 2025)).toBe(20);
  });

  it('2. Bruno, a partial first year: hired 2025-07-01, 184 of 365 days, earns 10', () => {
    expect(annualLeaveDays('2025-07-01', 2025)).toBe(10);
  });

  it('3. Carla, 4 and 5 years: hired 2021-06-15, 20 days for 2025 and 21 for 2026', () => {
    expect(yearsOfService('2021-06-15', '2025-12-31')).toBe(4);
    expect(annualLeaveDays('2021-06-15', 2025)).toBe(20);
    expect(yearsOfService('2021-06-15', '2026-12-31')).toBe(5);
    expect(annualLeaveDays('2021-06-15', 2026)).toBe(21);
  });

  it('4. Diego, the next steps: hired 2017-09-01, 8 years at the end of 2025 earn 22 days', () => {
    expect(yearsOfService('2017-09-01', '2025-12-31')).toBe(8);
    expect(annualLeaveDays('2017-09-01', 2025)).toBe(22);
    expect(annualLeaveDays('2017-09-01', 2029)).toBe(23);
  });

  it('5. Ana takes 27 April to 9 May 2026: 13 days less 1 May and Sunday 3 May use 11; 9 are left', () => {
    expect(leaveWorkYear('2026-04-27')).toBe(2025);
    expect(leaveDaysCounted('2026-04-27', '2026-05-09')).toBe(11);
    expect(leaveBalance({ hiredOn: '2022-03-01', year: 2025, taken: 11 })).toEqual({
      year: 2025,
      earned: 20,
      taken: 11,
      remaining: 9,
    });
  });

  it('6. Ana asks for 21 December 2026 to 9 January 2027: 15 days, beyond her 9, refused', () => {
    expect(leaveWorkYear('2026-12-21')).toBe(2025);
    const requested = leaveDaysCounted('2026-12-21', '2027-01-09');
    expect(requested).toBe(15);
    const balance = leaveBalance({ hiredOn: '2022-03-01', year: 2025, taken: 11 });
    expect(leaveApprovalRefusal(requested, balance)).toBe(
      'No se puede aprobar: pide 15 días y le quedan 9 de licencia anual.',
    );
    // Until 31 December it would use 9 (21–24, 26, 28–31): that can be approved.
    expect(leaveDaysCounted('2026-12-21', '2026-12-31')).toBe(9);
    expect(leaveApprovalRefusal(9, balance)).toBeNull();
  });
});

describe('personLeaveBalance', () => {
  it('charges to the work year only the approved leaves that start the year after, by their counted days', () => {
    const balance = personLeaveBalance({
      hiredOn: '2016-01-01',
      year: 2025,
      approved: [
        // 5–24 January 2026: 20 days less 6/1 (Reyes) and the Sundays 11 and 18 → 17.
        { startDate: '2026-01-05', endDate: '2026-01-24' },
        // Charged to 2024's work, not to 2025's.
        { startDate: '2025-02-03', endDate: '2025-02-07' },
      ],
    });
    // Nine years of service on 31/12/2025: 20 + ⌊9/4⌋ = 22.
    expect(balance).toEqual({ year: 2025, earned: 22, taken: 17, remaining: 5 });
  });

  it('earns nothing without a hire date', () => {
    expect(personLeaveBalance({ hiredOn: null, year: 2025, approved: [] })).toEqual({
      year: 2025,
      earned: 0,
      taken: 0,
      remaining: 0,
    });
  });
});
