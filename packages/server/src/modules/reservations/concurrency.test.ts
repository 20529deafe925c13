import { buildPath, contract, reserveMessages } from '@horizontal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../app';
import { databaseFactsOf } from '../../core/errors/safe-log';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { reserves } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { type BookingWorld, bookingOf, bookingWorld } from './test-bookings';

/*
 * Issue #32: two live bookings of one turn never coexist, and the database is what says so (the partial unique index
 * of migration 0012), not a check before the insert. Requests for one turn fired at once, from different units, on
 * one instance and on two instances of the server on one database (on PostgreSQL each with its own pool, as two
 * processes behind a load balancer; on PGlite they share the one in-process database): exactly one wins, every other
 * one reads the Spanish refusal, none a 500.
 */

const [, admin] = demoLogins;
let t: TestApp;
let other: FastifyInstance;
let w: BookingWorld;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  other = await build({ config: t.config, database: t.kind === 'pglite' ? t.database : undefined });
  w = await bookingWorld(t);
  headers = await t.headersOf(admin!);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const race = async (instances: FastifyInstance[], tries: number, ahead: number) => {
  const grill = await w.area(w.parque, 'Parrillero');
  const date = await w.freeDay(grill.id, ahead);
  const units = (await w.unitsFreeIn(w.parque, grill.id, date)).slice(0, tries);
  expect(units).toHaveLength(tries);
  const answers = await Promise.all(
    units.map((unit, index) =>
      instances[index % instances.length]!.inject({
        method: 'POST',
        url: `${t.config.apiPrefix}${buildPath(contract.reserves.create.path)}`,
        headers,
        payload: bookingOf(w.parque, grill, grill.turnNamed('Noche'), unit, date),
      }),
    ),
  );
  const live = await t.db
    .select()
    .from(reserves)
    .where(
      and(
        eq(reserves.commonAreaId, grill.id),
        eq(reserves.date, date),
        inArray(reserves.status, ['pendiente', 'confirmada']),
      ),
    );
  return { answers: answers.map((res) => ({ status: res.statusCode, body: res.json() })), live };
};

describe('bookings of one turn fired at once', () => {
  it('on one instance: exactly one wins, the others are told in Spanish that the turn is taken', async () => {
    const { answers, live } = await race([t.app], 8, 5);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: 7 }, () => ({ status: 409, body: { ok: false, message: reserveMessages.turnTaken } })),
    );
    expect(live).toHaveLength(1);
  });

  it('on two instances of the server on one database: exactly one wins, never a 500', async () => {
    for (const ahead of [8, 12, 16]) {
      const { answers, live } = await race([t.app, other], 10, ahead);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.message))).toEqual(
        new Set([reserveMessages.turnTaken]),
      );
      expect(live).toHaveLength(1);
    }
  });

  it('is the database’s rule: a second live row of the turn is refused even written by hand, a cancelled one is not', async () => {
    const hall = await w.area(w.parque, 'Salón de fiestas');
    const date = await w.freeDay(hall.id, 20);
    const [first, second] = await w.unitsFreeIn(w.parque, hall.id, date);
    const row = (unit: { apartmentId: number }, status: string) => ({
      companyId: w.company,
      buildingId: w.parque,
      commonAreaId: hall.id,
      turnId: hall.turnNamed('Noche'),
      apartmentId: unit.apartmentId,
      date,
      status,
    });
    await t.db.insert(reserves).values(row(first!, 'confirmada'));
    const refused = await t.db
      .insert(reserves)
      .values(row(second!, 'pendiente'))
      .then(() => null)
      .catch((error: unknown) => databaseFactsOf(error));
    expect(refused).toMatchObject({ sqlState: '23505' });
    await t.db.insert(reserves).values(row(second!, 'cancelada'));
    const unknown = await t.db
      .insert(reserves)
      .values(row(second!, 'en espera'))
      .then(() => null)
      .catch((error: unknown) => databaseFactsOf(error));
    expect(unknown).toMatchObject({ sqlState: '23514' });
    const rows = await t.db
      .select()
      .from(reserves)
      .where(and(eq(reserves.commonAreaId, hall.id), eq(reserves.date, date)));
    expect(rows.map((stored) => stored.status).sort()).toEqual(['cancelada', 'confirmada']);
  });
});
