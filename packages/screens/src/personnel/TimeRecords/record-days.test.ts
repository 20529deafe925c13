import type { Personnel, TimeRecord } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { currentMonth, currentWeek, dayLabel, dayRowsOf, lastWeek, monthRowsOf, recordSpan } from './record-days';

const person = (id: number, name: string, status: Personnel['status'] = 'activo'): Personnel => ({
  id,
  buildingId: 1,
  personnelTypeId: 1,
  personnelType: 'Portero',
  name,
  lastName: 'Pérez',
  identity: '12345672',
  phone: '',
  email: '',
  workdayStart: '07:00',
  workdayEnd: '15:00',
  workdays: 'LMXJV',
  status,
});

const record = (id: number, personnelId: number, date: string, entryTime: string, exitTime: string | null) =>
  ({ id, personnelId, personnel: 'Antiguo nombre', date, entryTime, exitTime, notes: '' }) satisfies TimeRecord;

// 2026-11-20 is a Friday.
const today = '2026-11-20';
const ana = person(1, 'Ana');
const beto = person(2, 'Beto');
const carla = person(3, 'Carla', 'inactivo');

describe('ranges', () => {
  it('opens on Monday to Sunday of the week of today', () => {
    expect(currentWeek(today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(currentWeek('2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(currentWeek('2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(lastWeek(today)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  });

  it('takes a whole month', () => {
    expect(currentMonth(today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(currentMonth('2026-12-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(currentMonth('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('names a day with its weekday', () => {
    expect(dayLabel('2026-11-19')).toBe('jue 19/11/2026');
    expect(dayLabel('2026-11-22')).toBe('dom 22/11/2026');
  });
});

describe('dayRowsOf', () => {
  const records = [
    record(1, 1, '2026-11-18', '07:00', '15:00'),
    record(2, 1, '2026-11-19', '07:00', null),
    record(3, 2, '2026-11-19', '07:00', '17:30'),
    record(4, 1, today, '07:00', null),
  ];
  const rows = dayRowsOf(records, [ana, beto], today);

  it('gives one row per person and day, the latest first and by name', () => {
    expect(rows.map((row) => row.id)).toEqual(['1|2026-11-20', '1|2026-11-19', '2|2026-11-19', '1|2026-11-18']);
    expect(rows[0]!.name).toBe('Ana Pérez');
  });

  it('tells a missing exit from a day at work, and marks extra hours', () => {
    const [todayRow, missing, extra, closed] = rows;
    expect(todayRow).toMatchObject({ status: 'enCurso', inProgress: true, open: records[3] });
    expect(missing).toMatchObject({ status: 'faltaSalida', missingExit: true, open: records[1] });
    expect(extra).toMatchObject({ status: 'horasExtra', workedMinutes: 630, extraMinutes: 150, open: undefined });
    expect(closed).toMatchObject({ status: 'registrado', workedMinutes: 480, scheduledMinutes: 480 });
  });

  it('keeps the name a record came with when the person is not in the list', () => {
    expect(dayRowsOf(records, [], today)[0]!.name).toBe('Antiguo nombre');
  });

  it('sums each person’s month up to today, everyone active or clocked', () => {
    const months = monthRowsOf(rows, records, [ana, beto, carla], null, {
      from: '2026-11-16',
      to: '2026-11-22',
      today,
    });
    expect(months.map((month) => month.name)).toEqual(['Ana Pérez', 'Beto Pérez']);
    expect(months[0]).toMatchObject({
      period: '2026-11',
      workedMinutes: 480,
      scheduledMinutes: 5 * 480,
      missingExits: 1,
    });
    expect(months[1]).toMatchObject({ workedMinutes: 630, extraMinutes: 150 });
    const one = monthRowsOf(rows, records, [ana, beto, carla], 2, { from: '2026-11-16', to: '2026-11-22', today });
    expect(one.map((month) => month.personnelId)).toEqual([2]);
  });

  it('writes an open record with a dash', () => {
    expect(recordSpan(records[0]!)).toBe('07:00 a 15:00');
    expect(recordSpan(records[1]!)).toBe('07:00 a —');
  });
});
