import { montevideoToday, periodOf } from '../dates/dates';
import type { ReserveStatus } from '../entities/reserve';
import { isLiveReserve } from './availability';

/** An area that needs no approval confirms a booking at once. */
export const initialReserveStatus = (area: { requiresApproval: boolean }): ReserveStatus =>
  area.requiresApproval ? 'pendiente' : 'confirmada';

/** «Vigentes»: live bookings from today on; the rest (past days, rechazadas, canceladas) are «históricas». */
export const isCurrentReserve = (reserve: { date: string; status: ReserveStatus }, today: string) =>
  reserve.date >= today && isLiveReserve(reserve);

/** The live bookings one unit holds of an area in a month: what its monthly limit counts. */
export const monthlyBookingsOf = (
  reserves: readonly { apartmentId: number; date: string; status: ReserveStatus }[],
  apartmentId: number,
  period: string,
) =>
  reserves.filter(
    (reserve) => reserve.apartmentId === apartmentId && periodOf(reserve.date) === period && isLiveReserve(reserve),
  ).length;

/** Whether a unit holding `count` live bookings of the area in a month may not add another. */
export const reachesMonthlyLimit = (area: { monthlyLimit: number | null }, count: number) =>
  area.monthlyLimit !== null && count >= area.monthlyLimit;

/**
 * What a confirmed booking with a price charges its unit: the price, on the statement of its date's month (the
 * charge the gastos comunes closing reads into `commonAreas`). Anything else charges nothing.
 */
export const chargeOf = (reserve: { status: ReserveStatus; price: number; date: string }) =>
  reserve.status === 'confirmada' && reserve.price > 0
    ? { period: periodOf(reserve.date), amount: reserve.price }
    : null;

/** Inicio's figures: pending bookings from today on, and today's live ones. */
export const reserveFiguresOf = (
  reserves: readonly { date: string; status: ReserveStatus }[],
  now: Date,
): { awaitingApproval: number; today: number } => {
  const today = montevideoToday(now);
  return {
    awaitingApproval: reserves.filter((reserve) => reserve.status === 'pendiente' && reserve.date >= today).length,
    today: reserves.filter((reserve) => reserve.date === today && isLiveReserve(reserve)).length,
  };
};
