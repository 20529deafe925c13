import { addDays, contract, montevideoMoment, montevideoToday, reserveMessages } from '@horizontal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { demoLogins } from '../../seed/demo';
import { type BookingWorld, bookingOf, bookingWorld } from './test-bookings';

/*
 * Issue #32: a booking's day and hours are Montevideo's, whatever the server's zone. The process runs in Kiritimati
 * (UTC+14) and its clock reads 21:00 in Montevideo, when it is already the next day there and in UTC: every answer
 * must still speak of Montevideo's day.
 */

const [, admin] = demoLogins;
const zone = process.env.TZ;
let t: TestApp;
let w: BookingWorld;
let headers: Record<string, string>;
// The day it is in Montevideo as the test starts, at 21:00 there: 00:00 of the next day in UTC, 14:00 in Kiritimati.
const day = montevideoToday();
const evening = new Date(montevideoMoment(day, '21:00'));

beforeAll(async () => {
  process.env.TZ = 'Pacific/Kiritimati';
  t = await createTestApp();
  w = await bookingWorld(t);
  vi.useFakeTimers({ toFake: ['Date'], now: evening });
  // Signed in on the faked clock, so that the session lives from then on.
  headers = await t.headersOf(admin!);
});
afterAll(async () => {
  vi.useRealTimers();
  process.env.TZ = zone;
  await t.close();
});

describe('with the server in another time zone', () => {
  it('runs in it: the local day is not Montevideo’s', () => {
    expect(new Date().getTimezoneOffset()).toBe(-14 * 60);
    expect(new Date().getDate()).not.toBe(Number(day.slice(8)));
    expect(montevideoToday()).toBe(day);
  });

  it("books, lists and counts by Montevideo's day and clock", async () => {
    const grill = await w.area(w.parque, 'Parrillero');
    // Tomorrow in Montevideo, which is the local today: its noon turn has not started there yet.
    const tomorrow = addDays(day, 1);
    const free = await w.freeDay(grill.id, 1);
    const [occupant] = await w.unitsFreeIn(w.parque, grill.id, free);
    const booked = await t.call(contract.reserves.create, {
      headers,
      body: bookingOf(w.parque, grill, grill.turnNamed('Mediodía'), occupant!, free),
    });
    expect(booked.json()).toMatchObject({ ok: true, reserve: { date: free, status: 'confirmada' } });

    // Today's night turn started at 19:00 in Montevideo; tomorrow's noon is ahead.
    const turnsOf = async (date: string) =>
      (
        (await t.call(contract.reserves.turnsAvailable, { headers, body: { commonAreaId: grill.id, date } })).json()
          .turns as { name: string; available: boolean }[]
      ).map((turn) => [turn.name, turn.available]);
    expect((await turnsOf(day)).find(([name]) => name === 'Noche')).toEqual(['Noche', false]);
    const started = await t.call(contract.reserves.create, {
      headers,
      body: bookingOf(w.parque, grill, grill.turnNamed('Noche'), occupant!, day),
    });
    expect(started.json()).toEqual({ ok: false, message: reserveMessages.turnStarted });
    if (free === tomorrow) expect((await turnsOf(tomorrow))[0]).toEqual(['Mediodía', false]);

    // Yesterday in Montevideo is past; the window's last day is counted from Montevideo's today.
    const disabled = (
      await t.call(contract.reserves.disabled, {
        headers,
        body: { commonAreaId: grill.id, from: addDays(day, -1), to: addDays(day, 61) },
      })
    ).json().disabledDays as string[];
    expect(disabled).toContain(addDays(day, -1));
    expect(disabled).toContain(addDays(day, 61));
    expect(disabled).not.toContain(addDays(day, 60));

    const current = (await t.call(contract.reserves.findAll, { headers, params: { id: w.parque } })).json()
      .reserves as { date: string }[];
    expect(current.every((reserve) => reserve.date >= day)).toBe(true);
    expect(current.some((reserve) => reserve.date === day)).toBe(true);
    const summary = (await t.call(contract.reserves.summary, { headers, params: { id: w.parque } })).json().summary;
    expect(summary.today).toBe(current.filter((reserve) => reserve.date === day).length);
  });
});
