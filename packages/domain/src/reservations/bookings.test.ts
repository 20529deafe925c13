import { describe, expect, it } from 'vitest';
import { reserveMessages } from '../contract/reserves';
import { montevideoMoment } from '../dates/dates';
import type { ReserveStatus } from '../entities/reserve';
import {
  chargeOf,
  initialReserveStatus,
  isCurrentReserve,
  monthlyBookingsOf,
  reachesMonthlyLimit,
  reserveFiguresOf,
} from './bookings';
import { reserveRemovalProblem, reserveStatusProblem } from './transitions';

const at = (date: string, time: string) => new Date(montevideoMoment(date, time));

describe('a new booking', () => {
  it('waits for approval where the area asks for it, and is confirmed at once where it does not', () => {
    expect(initialReserveStatus({ requiresApproval: true })).toBe('pendiente');
    expect(initialReserveStatus({ requiresApproval: false })).toBe('confirmada');
  });
});

describe("a unit's monthly limit", () => {
  const mine = (date: string, status: ReserveStatus, apartmentId = 7) => ({ apartmentId, date, status });
  const reserves = [
    mine('2026-12-01', 'confirmada'),
    mine('2026-12-31', 'pendiente'),
    mine('2026-12-15', 'cancelada'),
    mine('2026-12-16', 'rechazada'),
    mine('2027-01-01', 'confirmada'),
    mine('2026-12-10', 'confirmada', 8),
  ];

  it('counts the live bookings of the unit in the month', () => {
    expect(monthlyBookingsOf(reserves, 7, '2026-12')).toBe(2);
    expect(monthlyBookingsOf(reserves, 8, '2026-12')).toBe(1);
    expect(monthlyBookingsOf(reserves, 7, '2026-11')).toBe(0);
  });

  it('is reached at the limit, and never without one', () => {
    expect(reachesMonthlyLimit({ monthlyLimit: 2 }, 2)).toBe(true);
    expect(reachesMonthlyLimit({ monthlyLimit: 2 }, 1)).toBe(false);
    expect(reachesMonthlyLimit({ monthlyLimit: null }, 30)).toBe(false);
  });
});

describe('the status of a booking', () => {
  const ahead = { date: '2026-11-25', startTime: '20:00' };
  const now = at('2026-11-20', '10:00');

  it('moves pendiente → confirmada | rechazada and confirmada → cancelada, nothing else', () => {
    expect(reserveStatusProblem({ ...ahead, status: 'pendiente' }, 'confirmada', now)).toBeNull();
    expect(reserveStatusProblem({ ...ahead, status: 'pendiente' }, 'rechazada', now)).toBeNull();
    expect(reserveStatusProblem({ ...ahead, status: 'confirmada' }, 'cancelada', now)).toBeNull();
    expect(reserveStatusProblem({ ...ahead, status: 'pendiente' }, 'cancelada', now)).toBe(
      'No se puede pasar de «Pendiente» a «Cancelada». Desde «Pendiente» solo se puede pasar a «Confirmada» o «Rechazada».',
    );
    expect(reserveStatusProblem({ ...ahead, status: 'confirmada' }, 'rechazada', now)).toMatch(/^No se puede pasar/);
    expect(reserveStatusProblem({ ...ahead, status: 'cancelada' }, 'confirmada', now)).toBe(
      'El estado «Cancelada» es final: no puede cambiarse.',
    );
    expect(reserveStatusProblem({ ...ahead, status: 'rechazada' }, 'rechazada', now)).toBe(
      'El registro ya está en estado «Rechazada».',
    );
  });

  it('cancels or confirms only a booking whose turn is ahead, and rejects a past pending one', () => {
    const started = at('2026-11-25', '20:00');
    expect(reserveStatusProblem({ ...ahead, status: 'confirmada' }, 'cancelada', started)).toBe(
      reserveMessages.notFuture,
    );
    expect(reserveStatusProblem({ ...ahead, status: 'pendiente' }, 'confirmada', started)).toBe(
      reserveMessages.pastConfirm,
    );
    expect(reserveStatusProblem({ ...ahead, status: 'pendiente' }, 'rechazada', started)).toBeNull();
  });

  it('is deleted only while its turn is ahead', () => {
    expect(reserveRemovalProblem({ ...ahead, status: 'confirmada' }, now)).toBeNull();
    expect(reserveRemovalProblem({ ...ahead, status: 'rechazada' }, at('2026-11-26', '00:00'))).toBe(
      reserveMessages.notFuture,
    );
  });
});

describe('what a booking charges', () => {
  it('is the price of a confirmed one, on the month of its date', () => {
    expect(chargeOf({ status: 'confirmada', price: 250_000, date: '2026-12-31' })).toEqual({
      period: '2026-12',
      amount: 250_000,
    });
  });

  it('is nothing for a free area or a booking not confirmed', () => {
    expect(chargeOf({ status: 'confirmada', price: 0, date: '2026-12-31' })).toBeNull();
    for (const status of ['pendiente', 'rechazada', 'cancelada'] as const) {
      expect(chargeOf({ status, price: 250_000, date: '2026-12-31' })).toBeNull();
    }
  });
});

describe('the lists and the figures', () => {
  const reserves = [
    { date: '2026-11-19', status: 'confirmada' as const },
    { date: '2026-11-20', status: 'confirmada' as const },
    { date: '2026-11-20', status: 'pendiente' as const },
    { date: '2026-11-20', status: 'cancelada' as const },
    { date: '2026-11-28', status: 'pendiente' as const },
    { date: '2026-11-10', status: 'pendiente' as const },
  ];

  it('split current and historic at today', () => {
    expect(reserves.map((reserve) => isCurrentReserve(reserve, '2026-11-20'))).toEqual([
      false,
      true,
      true,
      false,
      true,
      false,
    ]);
  });

  it('count the pending bookings from today on and the live ones of today, in Montevideo', () => {
    expect(reserveFiguresOf(reserves, at('2026-11-20', '09:00'))).toEqual({ awaitingApproval: 2, today: 2 });
    // 01:00 UTC of the 21st is still the 20th in Montevideo.
    expect(reserveFiguresOf(reserves, new Date('2026-11-21T01:00:00Z'))).toEqual({ awaitingApproval: 2, today: 2 });
  });
});
