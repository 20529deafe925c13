import { contract, isCurrentReserve, montevideoToday, type ReserveStatus, refusals } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { reserves } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { type BookingWorld, bookingOf, bookingWorld } from './test-bookings';

const [, admin, adminB, desk] = demoLogins;
let t: TestApp;
let w: BookingWorld;
let asAdmin: Record<string, string>;
const today = montevideoToday();

const summaryOf = (headers: Record<string, string>) =>
  t.call(contract.reserves.summary, { params: { id: w.parque }, headers });

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t);
  asAdmin = await t.headersOf(admin!);
});
afterAll(() => t.close());

describe('the reservations tile of Inicio (GET /reserves/summary/{complejo})', () => {
  it('counts the bookings awaiting approval from today on and today’s live ones', async () => {
    const rows = (await t.db.select().from(reserves).where(eq(reserves.buildingId, w.parque))).map((row) => ({
      ...row,
      status: row.status as ReserveStatus,
    }));
    const expected = {
      awaitingApproval: rows.filter((row) => row.status === 'pendiente' && row.date >= today).length,
      today: rows.filter((row) => row.date === today && isCurrentReserve(row, today)).length,
    };
    // The demo has some of each in Parque Batlle, so that a wrong count cannot pass by being zero.
    expect(expected.awaitingApproval).toBeGreaterThan(0);
    expect(expected.today).toBeGreaterThan(0);
    const res = await summaryOf(asAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'OK', summary: expected });
  });

  it('follows a new request', async () => {
    const before = (await summaryOf(asAdmin)).json().summary;
    const hall = await w.area(w.parque, 'Salón de fiestas');
    const date = await w.freeDay(hall.id, 2);
    const [occupant] = await w.unitsFreeIn(w.parque, hall.id, date);
    const booked = await t.call(contract.reserves.create, {
      headers: asAdmin,
      body: bookingOf(w.parque, hall, hall.turnNamed('Noche'), occupant!, date),
    });
    expect(booked.json().reserve.status).toBe('pendiente');
    expect((await summaryOf(asAdmin)).json().summary).toEqual({
      ...before,
      awaitingApproval: before.awaitingApproval + 1,
    });
  });

  it('answers whoever may read the bookings, and nobody else', async () => {
    const creator = await createProfile(t, w.company, 'solo-reservar', ['/complejo'], ['reservas/nuevo']);
    const ok = await summaryOf((await createStaff(t, w.company, 'reservador', creator, [w.parque])).headers);
    expect(ok.json().summary.awaitingApproval).toBeGreaterThan(0);

    const units = await createProfile(t, w.company, 'solo-apartamentos', ['/complejo'], ['apartamentos/listado']);
    const refused = await summaryOf((await createStaff(t, w.company, 'unidades', units, [w.parque])).headers);
    expect([refused.statusCode, refused.json()]).toEqual([403, { ok: false, message: refusals.noFunctionality }]);
    const deskAnswer = await summaryOf(await t.headersOf(desk!));
    expect([deskAnswer.statusCode, deskAnswer.json()]).toEqual([403, { ok: false, message: refusals.noModule }]);
    const foreign = await summaryOf(await t.headersOf(adminB!));
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { ok: false, message: refusals.buildingNotFound }]);
  });
});
