import { describe, expect, it } from 'vitest';
import {
  type ClockIn,
  clockInConflict,
  formatWorkedMinutes,
  monthHours,
  scheduledMinutesOn,
  workdayLetterOf,
  workedDays,
} from './time-records';

const porter = { id: 1, workdayStart: '08:00', workdayEnd: '16:00', workdays: 'LMXJV' };
const cleaner = { id: 2, workdayStart: '09:00', workdayEnd: '13:00', workdays: 'LXV' };
const scheduleOf = (id: number) => [porter, cleaner].find((person) => person.id === id);
const record = (personnelId: number, date: string, entryTime: string, exitTime: string | null): ClockIn => ({
  personnelId,
  date,
  entryTime,
  exitTime,
});
// Monday 23 to Sunday 29 November 2026; «today» is Friday 27.
const today = '2026-11-27';

describe('workdayLetterOf', () => {
  it('names Monday L and Sunday D', () => {
    expect(workdayLetterOf('2026-11-23')).toBe('L');
    expect(workdayLetterOf('2026-11-25')).toBe('X');
    expect(workdayLetterOf('2026-11-29')).toBe('D');
  });
});

describe('scheduledMinutesOn', () => {
  it('asks the workday on a day of work and nothing on a day off or without a workday', () => {
    expect(scheduledMinutesOn(porter, '2026-11-23')).toBe(480);
    expect(scheduledMinutesOn(porter, '2026-11-28')).toBe(0);
    expect(scheduledMinutesOn(cleaner, '2026-11-24')).toBe(0);
    expect(scheduledMinutesOn({ ...porter, workdayEnd: null }, '2026-11-23')).toBe(0);
  });
});

describe('workedDays', () => {
  const week = [
    record(1, '2026-11-23', '08:00', '16:00'),
    record(1, '2026-11-24', '07:55', '17:25'),
    record(1, '2026-11-25', '08:00', null),
    // A split day: two records add up.
    record(1, '2026-11-26', '08:00', '12:00'),
    record(1, '2026-11-26', '13:00', '17:30'),
    record(1, '2026-11-27', '08:05', null),
    // Saturday, not a day of work: all of it is extra.
    record(2, '2026-11-28', '09:00', '11:00'),
  ];
  const days = workedDays(week, scheduleOf, today);
  const on = (personnelId: number, date: string) =>
    days.find((day) => day.personnelId === personnelId && day.date === date)!;

  it('adds up each day and shows what went beyond the workday as extra', () => {
    expect(on(1, '2026-11-23')).toMatchObject({ workedMinutes: 480, scheduledMinutes: 480, extraMinutes: 0 });
    expect(on(1, '2026-11-24')).toMatchObject({ workedMinutes: 570, extraMinutes: 90 });
    expect(on(1, '2026-11-26')).toMatchObject({ workedMinutes: 510, extraMinutes: 30 });
    expect(on(2, '2026-11-28')).toMatchObject({ workedMinutes: 120, scheduledMinutes: 0, extraMinutes: 120 });
  });

  it('flags a past day without its exit and counts nothing for it; today without an exit is in progress', () => {
    expect(on(1, '2026-11-25')).toMatchObject({ missingExit: true, inProgress: false, workedMinutes: 0 });
    expect(on(1, '2026-11-27')).toMatchObject({ missingExit: false, inProgress: true, workedMinutes: 0 });
    expect(days.filter((day) => day.missingExit)).toHaveLength(1);
  });

  it('orders by date and reads records in any order', () => {
    expect(workedDays([...week].reverse(), scheduleOf, today)).toEqual(days);
    expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort());
  });
});

describe('monthHours', () => {
  it('weighs the month against every day of work in the range up to today, clocked or not', () => {
    const days = workedDays(
      [record(1, '2026-11-23', '08:00', '17:00'), record(1, '2026-11-24', '08:00', null)],
      scheduleOf,
      today,
    );
    const [month] = monthHours([porter], days, { from: '2026-11-23', to: '2026-11-30', today });
    // Monday to Friday 27 (today): five days of 8 h asked; 9 h worked, 1 h of it extra; one exit missing.
    expect(month).toEqual({
      personnelId: 1,
      period: '2026-11',
      workedMinutes: 540,
      scheduledMinutes: 2400,
      extraMinutes: 60,
      missingExits: 1,
    });
  });

  it('splits a range by month', () => {
    const months = monthHours([cleaner], [], { from: '2026-10-26', to: '2026-11-06', today });
    // Oct: Mon 26, Wed 28, Fri 30; Nov: Mon 2, Wed 4, Fri 6; 4 h each.
    expect(months.map((month) => [month.period, month.scheduledMinutes])).toEqual([
      ['2026-10', 720],
      ['2026-11', 720],
    ]);
  });
});

describe('formatWorkedMinutes', () => {
  it('writes hours and minutes as the screen shows them', () => {
    expect(formatWorkedMinutes(0)).toBe('0 h');
    expect(formatWorkedMinutes(45)).toBe('45 min');
    expect(formatWorkedMinutes(480)).toBe('8 h');
    expect(formatWorkedMinutes(510)).toBe('8 h 30 min');
  });
});

describe('clockInConflict', () => {
  const day = [
    { entryTime: '08:00', exitTime: '12:00' },
    { entryTime: '13:00', exitTime: null },
  ];
  it('takes a record that shares no minute with the others', () => {
    expect(clockInConflict([day[0]!], { entryTime: '12:00', exitTime: '12:30' })).toBeNull();
    expect(clockInConflict([day[0]!], { entryTime: '06:00', exitTime: '08:00' })).toBeNull();
  });
  it('refuses one that overlaps, and any after an open record until its exit is written', () => {
    expect(clockInConflict([day[0]!], { entryTime: '11:30', exitTime: '13:00' })).toBe('recordOverlaps');
    expect(clockInConflict([day[0]!], { entryTime: '07:00', exitTime: null })).toBe('recordOverlaps');
    expect(clockInConflict(day, { entryTime: '18:00', exitTime: '19:00' })).toBe('openRecord');
    expect(clockInConflict(day, { entryTime: '12:10', exitTime: '12:40' })).toBeNull();
  });
});
