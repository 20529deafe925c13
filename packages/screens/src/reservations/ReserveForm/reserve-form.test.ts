import { montevideoMoment, reserveMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { monthRange } from '../calendar';
import { sortReserves } from '../ReservesList/ReservesList';
import { reserveActionsAt } from '../ReservesList/reserve-actions';
import {
  beyondWindowDays,
  emptyDraft,
  monthInWindow,
  refusalField,
  toRequest,
  validate,
  windowOf,
} from './reserve-form';

const now = new Date(montevideoMoment('2026-11-20', '10:00'));
const area = {
  id: 1,
  buildingId: 1,
  name: 'Salón de fiestas',
  description: '',
  capacity: 60,
  price: 250_000,
  requiresApproval: true,
  bookingWindowDays: 30,
  monthlyLimit: 1,
  status: 'activo' as const,
  turns: [],
};

describe('reserve-form', () => {
  it('asks for every choice with the domain’s words, and sends numbers', () => {
    expect(validate(emptyDraft)).toEqual({
      commonAreaId: 'Seleccione el área común.',
      date: 'Seleccione la fecha de la reserva.',
      turnId: 'Seleccione el turno.',
      apartment: 'Seleccione el apartamento.',
    });
    const draft = {
      ...emptyDraft,
      commonAreaId: '1',
      date: '2026-11-27',
      turnId: '2',
      apartment: { value: '7', label: 'Torre A · 101' },
      notes: ' Cumpleaños ',
    };
    expect(validate(draft)).toEqual({});
    expect(toRequest(draft)).toEqual({
      commonAreaId: 1,
      turnId: 2,
      apartmentId: 7,
      residentId: null,
      date: '2026-11-27',
      notes: 'Cumpleaños',
    });
  });

  it('works out the month and the window', () => {
    expect(monthRange({ year: 2026, month: 2 })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    const window = windowOf(area, now);
    expect(window).toEqual({ first: '2026-11-20', last: '2026-12-20' });
    expect(monthInWindow({ year: 2026, month: 12 }, window)).toBe(true);
    expect(monthInWindow({ year: 2027, month: 1 }, window)).toBe(false);
    expect(beyondWindowDays({ year: 2026, month: 12 }, window)).toHaveLength(11);
  });

  it('puts a refusal on its field', () => {
    const context = { area, draft: { ...emptyDraft, date: '2026-11-27' }, now };
    expect(refusalField(reserveMessages.turnTaken, context)).toBe('turnId');
    expect(refusalField(reserveMessages.inMaintenance, context)).toBe('date');
    expect(refusalField(reserveMessages.monthlyLimit(1, 'Salón de fiestas', '2026-11'), context)).toBe('apartment');
    expect(refusalField('Otro problema.', context)).toBeUndefined();
  });

  it('offers only what the domain allows at now, and sorts each tab', () => {
    const may = { changeStatus: true, remove: true };
    expect(reserveActionsAt({ status: 'pendiente', date: '2026-11-27', startTime: '20:00' }, now, may)).toEqual([
      'confirmar',
      'rechazar',
      'eliminar',
    ]);
    expect(reserveActionsAt({ status: 'confirmada', date: '2026-11-19', startTime: '20:00' }, now, may)).toEqual([]);
    expect(
      reserveActionsAt({ status: 'confirmada', date: '2026-11-27', startTime: '20:00' }, now, {
        changeStatus: false,
        remove: true,
      }),
    ).toEqual(['eliminar']);
    const row = (id: number, date: string, startTime: string) => ({ id, date, startTime }) as never;
    const rows = [row(1, '2026-11-21', '12:00'), row(2, '2026-11-20', '20:00'), row(3, '2026-11-20', '09:00')];
    expect(sortReserves(rows, 'vigentes').map((r: { id: number }) => r.id)).toEqual([3, 2, 1]);
    expect(sortReserves(rows, 'historicas').map((r: { id: number }) => r.id)).toEqual([1, 2, 3]);
  });
});
