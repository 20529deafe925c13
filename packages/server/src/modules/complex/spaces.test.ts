import { contract } from '@horizontal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { apartments, auditLog, buildings, pantries, parkings, towers } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, admin, adminB, desk] = demoLogins;
let t: TestApp;
let asAdmin: Record<string, string>;
const a = { building: 0, unit: 0, foreignUnit: 0 };

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin);
  const named = async (name: string) => (await t.db.select().from(buildings).where(eq(buildings.name, name)))[0]!.id;
  a.building = await named('Complejo Parque Batlle');
  const [towerA] = await t.db.select().from(towers).where(eq(towers.name, 'Torre A'));
  a.unit = (
    await t.db
      .select()
      .from(apartments)
      .where(and(eq(apartments.towerId, towerA!.id), eq(apartments.number, '101')))
  )[0]!.id;
  a.foreignUnit = (
    await t.db
      .select()
      .from(apartments)
      .where(eq(apartments.buildingId, await named('Torres del Buceo')))
  )[0]!.id;
});
afterAll(() => t.close());

const cases = [
  {
    kind: 'pantries',
    calls: contract.pantries,
    table: pantries,
    key: 'pantry',
    list: 'pantries',
    extra: {},
    words: {
      created: 'Despensa creada.',
      deleted: 'Despensa eliminada.',
      taken: 'Ya existe la despensa D-1 en el complejo.',
    },
  },
  {
    kind: 'parkings',
    calls: contract.parkings,
    table: parkings,
    key: 'parking',
    list: 'parkings',
    extra: { covered: false },
    words: {
      created: 'Estacionamiento creado.',
      deleted: 'Estacionamiento eliminado.',
      taken: 'Ya existe el estacionamiento D-1 en el complejo.',
    },
  },
] as const;

describe.each(cases)('$kind', ({ kind, calls, table, key, list, extra, words }) => {
  let id = 0;
  const space = (overrides: Record<string, unknown> = {}) => ({
    buildingId: a.building,
    number: 'D-1',
    description: 'Subsuelo',
    apartmentId: a.unit,
    ...extra,
    ...overrides,
  });

  it('creates one assigned to a unit, lists it with the unit’s label and updates it', async () => {
    const created = await t.call(calls.create, { headers: asAdmin, body: space() });
    expect(created.json()).toMatchObject({
      ok: true,
      message: words.created,
      [key]: { number: 'D-1', apartmentId: a.unit, apartment: 'Torre A · 101', ...extra },
    });
    id = created.json()[key].id;
    const seeded = await t.db.select().from(table).where(eq(table.buildingId, a.building));
    const listed = (await t.call(calls.findAll, { headers: asAdmin, params: { id: a.building } })).json()[list];
    expect(listed).toContainEqual(created.json()[key]);
    expect(listed.map((row: { id: number }) => row.id).sort()).toEqual(seeded.map((row) => row.id).sort());
    expect(listed.every((row: { buildingId: number }) => row.buildingId === a.building)).toBe(true);
    const updated = await t.call(calls.update, {
      headers: asAdmin,
      body: { ...space({ number: 'D-2', apartmentId: null }), buildingId: undefined, id },
    });
    expect(updated.json()[key]).toMatchObject({ number: 'D-2', apartmentId: null, apartment: null });
    await t.call(calls.update, { headers: asAdmin, body: { ...space(), buildingId: undefined, id } });
  });

  it('refuses a repeated number, a unit of another complejo and bad input, writing nothing', async () => {
    const before = await t.db.select().from(table);
    const repeated = await t.call(calls.create, { headers: asAdmin, body: space() });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toEqual({ ok: false, message: words.taken });
    const foreign = await t.call(calls.create, {
      headers: asAdmin,
      body: space({ number: 'X', apartmentId: a.foreignUnit }),
    });
    expect(foreign.json()).toEqual({ ok: false, message: 'El apartamento elegido no es de ese complejo.' });
    const blank = await t.call(calls.create, { headers: asAdmin, body: space({ number: '' }) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/^Ingrese el número/);
    expect(await t.db.select().from(table)).toEqual(before);
  });

  it('refuses a profile without the Complejo module', async () => {
    const res = await t.call(calls.findAll, { headers: await t.headersOf(desk), params: { id: a.building } });
    expect(res.statusCode).toBe(403);
  });

  it('lets an administrator of company B neither read nor change company A’s rows', async () => {
    const asB = await t.headersOf(adminB);
    const before = await t.db.select().from(table);
    for (const res of [
      await t.call(calls.findAll, { headers: asB, params: { id: a.building } }),
      await t.call(calls.create, { headers: asB, body: space({ number: 'Z' }) }),
      await t.call(calls.update, { headers: asB, body: { ...space({ number: 'Z' }), buildingId: undefined, id } }),
      await t.call(calls.remove, { headers: asB, params: { id } }),
    ]) {
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().ok).toBe(false);
      expect(res.body).not.toContain('Subsuelo');
    }
    expect(await t.db.select().from(table)).toEqual(before);
  });

  it('deletes it, with create, updates and delete in the audit trail', async () => {
    const removed = await t.call(calls.remove, { headers: asAdmin, params: { id } });
    expect(removed.json()).toEqual({ ok: true, message: words.deleted });
    expect(await t.db.select().from(table).where(eq(table.id, id))).toEqual([]);
    expect((await t.call(calls.remove, { headers: asAdmin, params: { id } })).statusCode).toBe(404);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, kind), eq(auditLog.entityId, String(id))));
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
  });
});
