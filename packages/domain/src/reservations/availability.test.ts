import { describe, expect, it } from 'vitest';
import { montevideoMoment } from '../dates/dates';
import type { MaintenanceStatus } from '../entities/maintenance';
import type { ReserveStatus } from '../entities/reserve';
import {
  type BookableArea,
  bookingsUnder,
  disabledDaysOf,
  maintenanceAvailableDaysOf,
  maintenanceClashes,
  maintenanceDisabledDaysOf,
  turnsOn,
} from './availability';
import { closesTurn, hoursOverlap } from './maintenance-hours';

const now = new Date(montevideoMoment('2026-11-20', '10:00'));
const noon = { id: 1, name: 'Mediodía', startTime: '12:00', endTime: '16:00' };
const night = { id: 2, name: 'Noche', startTime: '20:00', endTime: '23:59' };
const hall: BookableArea = { status: 'activo', bookingWindowDays: 10, turns: [noon, night] };

const booking = (date: string, turnId: number, status: ReserveStatus = 'confirmada') => ({ date, turnId, status });
const work = (
  date: string,
  startTime: string | null,
  endTime: string | null,
  status: MaintenanceStatus = 'pendiente',
) => ({ date, startTime, endTime, status });
const none = { reserves: [], maintenances: [] };

describe('the free turns of a day', () => {
  it('are every turn of an empty day inside the window', () => {
    expect(turnsOn(hall, '2026-11-25', none, now)).toEqual([
      { ...noon, available: true },
      { ...night, available: true },
    ]);
  });

  it('leave out a turn a live booking holds; a rejected or cancelled one frees it', () => {
    const bookings = {
      reserves: [booking('2026-11-25', 1, 'pendiente'), booking('2026-11-25', 2, 'cancelada')],
      maintenances: [],
    };
    expect(turnsOn(hall, '2026-11-25', bookings, now).map((turn) => turn.available)).toEqual([false, true]);
    const rejected = { reserves: [booking('2026-11-25', 1, 'rechazada')], maintenances: [] };
    expect(turnsOn(hall, '2026-11-25', rejected, now).every((turn) => turn.available)).toBe(true);
  });

  it('leave out the turns a live maintenance overlaps, and every turn under one without hours', () => {
    const morning = { reserves: [], maintenances: [work('2026-11-25', '08:00', '13:00')] };
    expect(turnsOn(hall, '2026-11-25', morning, now).map((turn) => turn.available)).toEqual([false, true]);
    const allDay = { reserves: [], maintenances: [work('2026-11-25', null, null)] };
    expect(turnsOn(hall, '2026-11-25', allDay, now).map((turn) => turn.available)).toEqual([false, false]);
    const done = { reserves: [], maintenances: [work('2026-11-25', null, null, 'finalizado')] };
    expect(turnsOn(hall, '2026-11-25', done, now).every((turn) => turn.available)).toBe(true);
  });

  it('are none on an inactive area, outside the window, or once started', () => {
    expect(turnsOn({ ...hall, status: 'inactivo' }, '2026-11-25', none, now).some((t) => t.available)).toBe(false);
    expect(turnsOn(hall, '2026-12-01', none, now).some((turn) => turn.available)).toBe(false);
    const afternoon = new Date(montevideoMoment('2026-11-20', '13:00'));
    expect(turnsOn(hall, '2026-11-20', none, afternoon).map((turn) => turn.available)).toEqual([false, true]);
  });
});

describe('the disabled days of a range', () => {
  it('come from the window, from full days and from maintenances', () => {
    const bookings = {
      reserves: [booking('2026-11-22', 1), booking('2026-11-22', 2, 'pendiente'), booking('2026-11-23', 1)],
      maintenances: [
        work('2026-11-24', null, null),
        work('2026-11-26', '12:00', '23:59'),
        work('2026-11-27', null, null, 'cancelado'),
      ],
    };
    expect(disabledDaysOf(hall, { from: '2026-11-18', to: '2026-12-02' }, bookings, now)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-22',
      '2026-11-24',
      '2026-11-26',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('are every day of an inactive area', () => {
    const range = { from: '2026-11-21', to: '2026-11-23' };
    expect(disabledDaysOf({ ...hall, status: 'inactivo' }, range, none, now)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
  });

  it('include today once its last turn started', () => {
    const late = new Date(montevideoMoment('2026-11-20', '21:00'));
    expect(disabledDaysOf(hall, { from: '2026-11-20', to: '2026-11-21' }, none, late)).toEqual(['2026-11-20']);
  });
});

describe('hours of a maintenance', () => {
  it('overlap a turn when each starts before the other ends', () => {
    expect(hoursOverlap({ startTime: '08:00', endTime: '12:00' }, noon)).toBe(false);
    expect(hoursOverlap({ startTime: '08:00', endTime: '12:01' }, noon)).toBe(true);
    expect(hoursOverlap({ startTime: null, endTime: '09:00' }, { startTime: '08:59', endTime: '10:00' })).toBe(true);
    expect(hoursOverlap({ startTime: '23:00', endTime: null }, night)).toBe(true);
    expect(hoursOverlap({ startTime: '08:00:00', endTime: '16:00:00' }, noon)).toBe(true);
  });

  it('close a turn only on their day and while live', () => {
    expect(closesTurn(work('2026-11-25', null, null), noon, '2026-11-25')).toBe(true);
    expect(closesTurn(work('2026-11-25', null, null), noon, '2026-11-26')).toBe(false);
    expect(closesTurn(work('2026-11-25', null, null, 'en_curso'), noon, '2026-11-25')).toBe(true);
    expect(closesTurn(work('2026-11-25', null, null, 'cancelado'), noon, '2026-11-25')).toBe(false);
  });
});

describe('a new maintenance', () => {
  it('finds the live bookings under its hours', () => {
    const reserves = [
      { id: 1, ...booking('2026-11-25', 1) },
      { id: 2, ...booking('2026-11-25', 2, 'pendiente') },
      { id: 3, ...booking('2026-11-25', 1, 'cancelada') },
      { id: 4, ...booking('2026-11-26', 1) },
    ];
    expect(bookingsUnder(work('2026-11-25', '09:00', '13:00'), hall.turns, reserves).map((r) => r.id)).toEqual([1]);
    expect(bookingsUnder(work('2026-11-25', null, null), hall.turns, reserves).map((r) => r.id)).toEqual([1, 2]);
  });

  it('clashes with another live maintenance of overlapping hours that day', () => {
    const planned = [work('2026-11-25', '08:00', '12:00'), work('2026-11-26', null, null, 'cancelado')];
    expect(maintenanceClashes(work('2026-11-25', '11:00', '13:00'), planned)).toBe(true);
    expect(maintenanceClashes(work('2026-11-25', '12:00', '13:00'), planned)).toBe(false);
    expect(maintenanceClashes(work('2026-11-26', null, null), planned)).toBe(false);
  });

  it('sees closed the days where maintenances take every turn, and free turns where nothing does', () => {
    const range = { from: '2026-11-25', to: '2026-11-27' };
    const maintenances = [work('2026-11-25', null, null), work('2026-11-26', '12:00', '16:00')];
    expect(maintenanceDisabledDaysOf(hall, range, maintenances)).toEqual(['2026-11-25']);
    const bookings = { reserves: [booking('2026-11-27', 2)], maintenances };
    expect(maintenanceAvailableDaysOf(hall, range, bookings)).toEqual([
      { date: '2026-11-26', turns: [night] },
      { date: '2026-11-27', turns: [noon] },
    ]);
  });
});
