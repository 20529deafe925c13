import type { Maintenance } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { upcomingFirst } from './MaintenancesList';

const today = '2026-11-20';
let id = 0;
const maintenance = (date: string, status: Maintenance['status'], startTime: string | null = '08:00'): Maintenance => {
  id += 1;
  return {
    id,
    buildingId: 1,
    commonAreaId: 1,
    commonArea: 'Piscina',
    frequencyId: null,
    frequency: null,
    title: `Trabajo ${id}`,
    description: '',
    provider: '',
    date,
    startTime,
    endTime: startTime === null ? null : '12:00',
    cost: 0,
    status,
  };
};

describe('upcomingFirst', () => {
  it('puts the work still to do from today on first, soonest first, then the rest newest first', () => {
    const past = maintenance('2026-11-10', 'finalizado');
    const later = maintenance('2026-12-01', 'pendiente');
    const todayAfternoon = maintenance(today, 'pendiente', '14:00');
    const todayWholeDay = maintenance(today, 'en_curso', null);
    const cancelledAhead = maintenance('2026-11-25', 'cancelado');
    const overdue = maintenance('2026-11-18', 'pendiente');
    const rows = upcomingFirst([past, later, todayAfternoon, cancelledAhead, todayWholeDay, overdue], today);
    expect(rows.map((row) => row.id)).toEqual([
      todayWholeDay.id,
      todayAfternoon.id,
      later.id,
      // A cancelled job ahead and a pending one left behind are no longer work to prepare.
      cancelledAhead.id,
      overdue.id,
      past.id,
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const rows = [maintenance('2026-11-10', 'finalizado'), maintenance('2026-12-01', 'pendiente')];
    const copy = [...rows];
    upcomingFirst(rows, today);
    expect(rows).toEqual(copy);
  });
});
