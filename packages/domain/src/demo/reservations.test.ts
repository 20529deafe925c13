import { describe, expect, it } from 'vitest';
import { periodOf } from '../dates/dates';
import {
  bookingsUnder,
  chargeOf,
  isLiveMaintenance,
  isLiveReserve,
  monthlyBookingsOf,
  windowProblemOf,
} from '../reservations';
import { DEMO_TODAY } from './calendar';
import { createDemoData } from './dataset';

/** The demo's bookings keep the rules a booking made through the server keeps (src/reservations). */
describe("the demo's reservations", () => {
  const demo = createDemoData();
  const { reserves, maintenances, charges } = demo.reservations;
  const areaOf = (id: number) => demo.commonAreas.find((area) => area.id === id)!;

  it('never holds two live bookings of one turn', () => {
    const live = reserves
      .filter(isLiveReserve)
      .map((reserve) => `${reserve.commonAreaId}|${reserve.date}|${reserve.turnId}`);
    expect(new Set(live).size).toBe(live.length);
  });

  it("keeps every unit within each area's monthly limit", () => {
    for (const reserve of reserves.filter(isLiveReserve)) {
      const area = areaOf(reserve.commonAreaId);
      if (area.monthlyLimit === null) continue;
      const ofArea = reserves.filter((other) => other.commonAreaId === area.id);
      expect(monthlyBookingsOf(ofArea, reserve.apartmentId, periodOf(reserve.date))).toBeLessThanOrEqual(
        area.monthlyLimit,
      );
    }
  });

  it('puts no live booking under a live maintenance of its area', () => {
    for (const maintenance of maintenances.filter(isLiveMaintenance)) {
      if (maintenance.commonAreaId === null) continue;
      const area = areaOf(maintenance.commonAreaId);
      const ofArea = reserves.filter((reserve) => reserve.commonAreaId === area.id);
      expect(bookingsUnder(maintenance, area.turns, ofArea), maintenance.title).toEqual([]);
    }
  });

  it("was booked inside its area's window, and is pending only ahead", () => {
    for (const reserve of reserves) {
      const area = areaOf(reserve.commonAreaId);
      const turn = area.turns.find((candidate) => candidate.id === reserve.turnId)!;
      expect(
        windowProblemOf({ date: reserve.date, startTime: turn.startTime }, area, new Date(reserve.createdAt)),
      ).toBeNull();
      if (reserve.status === 'pendiente') expect(reserve.date >= DEMO_TODAY).toBe(true);
    }
  });

  it('charges the confirmed priced bookings of the months after the current one, each once', () => {
    const ahead = reserves.filter((reserve) => {
      const charge = chargeOf(reserve);
      return charge !== null && charge.period > periodOf(DEMO_TODAY);
    });
    expect(ahead.length).toBeGreaterThan(0);
    expect(charges).toEqual(
      ahead.map((reserve) => ({
        reserveId: reserve.id,
        buildingId: reserve.buildingId,
        apartmentId: reserve.apartmentId,
        period: periodOf(reserve.date),
        amount: reserve.price,
      })),
    );
  });

  it('has bookings awaiting approval and one today, for Inicio', () => {
    expect(reserves.some((reserve) => reserve.status === 'pendiente')).toBe(true);
    expect(reserves.some((reserve) => reserve.date === DEMO_TODAY && isLiveReserve(reserve))).toBe(true);
  });
});
