import { contract } from '@horizontal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { auditLog, buildings, commonAreas, reserves, turns } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, admin, adminB, desk] = demoLogins;
const calls = contract.commonAreas;
let t: TestApp;
let asAdmin: Record<string, string>;
const a = { building: 0, booked: 0 };

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin);
  a.building = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
  const [reserve] = await t.db.select().from(reserves).where(eq(reserves.buildingId, a.building));
  a.booked = reserve!.commonAreaId;
});
afterAll(() => t.close());

const area = (overrides: Record<string, unknown> = {}) => ({
  buildingId: a.building,
  name: 'Gimnasio',
  description: 'Uso con calzado deportivo. Menores acompañados.',
  capacity: 12,
  price: 35_050,
  requiresApproval: false,
  turns: [
    { name: 'Mañana', startTime: '07:00', endTime: '12:00' },
    { name: 'Tarde', startTime: '14:00', endTime: '20:00' },
  ],
  ...overrides,
});

describe('common areas', () => {
  let id = 0;
  let morning = 0;

  it('lists the areas of a complejo with price in centésimos and their turns', async () => {
    const res = await t.call(calls.findAll, { headers: asAdmin, params: { id: a.building } });
    const listed = res.json().commonAreas;
    expect(listed.map((row: { name: string }) => row.name)).toEqual(['Parrillero', 'Piscina', 'Salón de fiestas']);
    expect(listed[2]).toMatchObject({
      price: 250_000,
      capacity: 60,
      status: 'activo',
      turns: [
        { id: expect.any(Number), name: 'Mediodía', startTime: '12:00', endTime: '16:00' },
        { id: expect.any(Number), name: 'Noche', startTime: '20:00', endTime: '23:59' },
      ],
    });
  });

  it('creates an area with its turns, each in the audit trail', async () => {
    const res = await t.call(calls.create, { headers: asAdmin, body: area() });
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Área común creada.',
      commonArea: { name: 'Gimnasio', price: 35_050, capacity: 12, requiresApproval: false, status: 'activo' },
    });
    id = res.json().commonArea.id;
    morning = res.json().commonArea.turns[0].id;
    expect(res.json().commonArea.turns.map((turn: { startTime: string }) => turn.startTime)).toEqual([
      '07:00',
      '14:00',
    ]);
    const [row] = await t.db.select().from(commonAreas).where(eq(commonAreas.id, id));
    expect(row!.priceCents).toBe(35_050);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'turns'), eq(auditLog.action, 'create')));
    expect(trail.filter((entry) => entry.buildingId === a.building)).toHaveLength(2);
  });

  it('keeps how far ahead an area is booked and its limit per unit and month, and refuses impossible ones', async () => {
    const res = await t.call(calls.create, {
      headers: asAdmin,
      body: area({ name: 'Cancha de pádel', bookingWindowDays: 30, monthlyLimit: 2 }),
    });
    expect(res.json().commonArea).toMatchObject({ bookingWindowDays: 30, monthlyLimit: 2 });
    const listed = await t.call(calls.findAll, { headers: asAdmin, params: { id: a.building } });
    expect(listed.json().commonAreas.find((row: { name: string }) => row.name === 'Cancha de pádel')).toMatchObject({
      bookingWindowDays: 30,
      monthlyLimit: 2,
    });
    const updated = await t.call(calls.update, {
      headers: asAdmin,
      body: { ...area({ name: 'Cancha de pádel', monthlyLimit: null }), id: res.json().commonArea.id },
    });
    expect(updated.json().commonArea).toMatchObject({ bookingWindowDays: 60, monthlyLimit: null });
    const refused = await t.call(calls.create, { headers: asAdmin, body: area({ bookingWindowDays: 0 }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ ok: false, message: expect.stringContaining('al menos 1 día') });
  });

  it('updates an area keeping, dropping and adding turns, and can deactivate it', async () => {
    const res = await t.call(calls.update, {
      headers: asAdmin,
      body: {
        ...area({ price: 40_000, status: 'inactivo' }),
        buildingId: undefined,
        id,
        turns: [
          { id: morning, name: 'Mañana temprano', startTime: '06:00', endTime: '12:00' },
          { name: 'Noche', startTime: '20:00', endTime: '23:00' },
        ],
      },
    });
    expect(res.json().commonArea).toMatchObject({ price: 40_000, status: 'inactivo' });
    expect(res.json().commonArea.turns).toEqual([
      { id: morning, name: 'Mañana temprano', startTime: '06:00', endTime: '12:00' },
      { id: expect.any(Number), name: 'Noche', startTime: '20:00', endTime: '23:00' },
    ]);
    expect(await t.db.select().from(turns).where(eq(turns.commonAreaId, id))).toHaveLength(2);
  });

  it('refuses bad input, a turn of another area and dropping a booked turn, writing nothing', async () => {
    const snapshot = async () => ({
      areas: await t.db.select().from(commonAreas),
      turns: await t.db.select().from(turns),
    });
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ turns: [] }, 'Agregue al menos un turno.'],
      [
        { turns: [{ name: 'Mal', startTime: '18:00', endTime: '10:00' }] },
        'Cada turno debe terminar después de empezar.',
      ],
      [
        { turns: [{ name: 'Mal', startTime: '25:00', endTime: '26:00' }] },
        'La hora debe tener la forma hh:mm, entre 00:00 y 23:59.',
      ],
      [{ name: '' }, 'Ingrese el nombre del área común.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.call(calls.create, { headers: asAdmin, body: area(overrides) });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const negative = await t.call(calls.create, { headers: asAdmin, body: area({ price: -1 }) });
    expect(negative.statusCode).toBe(400);
    const [bookedTurn] = await t.db.select().from(turns).where(eq(turns.commonAreaId, a.booked));
    const foreign = await t.call(calls.update, {
      headers: asAdmin,
      body: {
        ...area(),
        buildingId: undefined,
        id,
        turns: [{ id: bookedTurn!.id, name: 'X', startTime: '10:00', endTime: '11:00' }],
      },
    });
    expect(foreign.json()).toEqual({ ok: false, message: 'Alguno de los turnos no es de esta área común.' });
    const [bookedReserve] = await t.db.select().from(reserves).where(eq(reserves.commonAreaId, a.booked));
    const bookedArea = (await t.call(calls.findAll, { headers: asAdmin, params: { id: a.building } }))
      .json()
      .commonAreas.find((row: { id: number }) => row.id === a.booked);
    const dropping = await t.call(calls.update, {
      headers: asAdmin,
      body: {
        ...area({ name: bookedArea.name }),
        buildingId: undefined,
        id: a.booked,
        turns: bookedArea.turns.filter((turn: { id: number }) => turn.id !== bookedReserve!.turnId),
      },
    });
    expect(dropping.statusCode).toBe(409);
    expect(dropping.json().message).toMatch(/turno que tiene reservas/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to delete an area with reserves and deletes one without them', async () => {
    const booked = await t.call(calls.delete, { headers: asAdmin, params: { id: a.booked } });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toMatch(/reservas/);
    const removed = await t.call(calls.delete, { headers: asAdmin, params: { id } });
    expect(removed.json()).toEqual({ ok: true, message: 'Área común eliminada.' });
    expect(await t.db.select().from(turns).where(eq(turns.commonAreaId, id))).toEqual([]);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'common_areas'), eq(auditLog.entityId, String(id))));
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a profile without the Complejo module', async () => {
    const res = await t.call(calls.findAll, { headers: await t.headersOf(desk), params: { id: a.building } });
    expect(res.statusCode).toBe(403);
  });

  it('lets an administrator of company B neither read nor change company A’s areas', async () => {
    const asB = await t.headersOf(adminB);
    const snapshot = async () => ({
      areas: await t.db.select().from(commonAreas).where(eq(commonAreas.buildingId, a.building)),
      turns: await t.db.select().from(turns).where(eq(turns.buildingId, a.building)),
    });
    const before = await snapshot();
    const target = before.areas[0]!;
    for (const res of [
      await t.call(calls.findAll, { headers: asB, params: { id: a.building } }),
      await t.call(calls.create, { headers: asB, body: area() }),
      await t.call(calls.update, { headers: asB, body: { ...area(), buildingId: undefined, id: target.id } }),
      await t.call(calls.delete, { headers: asB, params: { id: target.id } }),
    ]) {
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().ok).toBe(false);
      expect(res.body).not.toContain(target.name);
    }
    expect(await snapshot()).toEqual(before);
  });
});
