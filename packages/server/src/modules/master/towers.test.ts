import { contract } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { buildings, towers } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [master, admin, adminB] = demoLogins;
const calls = contract.towers;
let t: TestApp;
let asMaster: Record<string, string>;
let parque: number;

beforeAll(async () => {
  t = await createTestApp();
  asMaster = await t.headersOf(master);
  parque = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
});
afterAll(() => t.close());

describe('towers (the master changes them; administrators read their own)', () => {
  let createdId = 0;

  it('lists the towers of a complejo', async () => {
    const res = await t.call(calls.findAll, { headers: asMaster, params: { id: parque } });
    expect(res.json().towers).toEqual([
      { id: expect.any(Number), buildingId: parque, name: 'Torre A', floors: 6 },
      { id: expect.any(Number), buildingId: parque, name: 'Torre B', floors: 6 },
    ]);
    expect((await t.call(calls.findAll, { headers: asMaster, params: { id: 99999 } })).statusCode).toBe(404);
  });

  it('creates, renames and deletes a tower', async () => {
    const created = await t.call(calls.create, {
      headers: asMaster,
      body: { buildingId: parque, name: 'Torre C', floors: 12 },
    });
    expect(created.json()).toMatchObject({
      ok: true,
      message: 'Torre creada.',
      tower: { name: 'Torre C', floors: 12, buildingId: parque },
    });
    createdId = created.json().tower.id;
    const [row] = await t.db.select().from(towers).where(eq(towers.id, createdId));
    expect(row!.companyId).toBe((await t.db.select().from(buildings).where(eq(buildings.id, parque)))[0]!.companyId);
    const renamed = await t.call(calls.update, {
      headers: asMaster,
      body: { id: createdId, name: 'Torre Sur', floors: 10 },
    });
    expect(renamed.json().tower).toMatchObject({ name: 'Torre Sur', floors: 10 });
    expect((await t.call(calls.delete, { headers: asMaster, params: { id: createdId } })).json().message).toBe(
      'Torre eliminada.',
    );
  });

  it('defaults to one floor and refuses a negative count or a repeated name', async () => {
    const one = await t.call(calls.create, { headers: asMaster, body: { buildingId: parque, name: 'Anexo' } });
    expect(one.json().tower.floors).toBe(1);
    const negative = await t.call(calls.create, {
      headers: asMaster,
      body: { buildingId: parque, name: 'X', floors: -1 },
    });
    expect(negative.json()).toEqual({ ok: false, message: 'La cantidad de pisos no puede ser negativo.' });
    const repeated = await t.call(calls.create, { headers: asMaster, body: { buildingId: parque, name: 'torre a' } });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().message).toBe('Ese complejo ya tiene una torre con ese nombre.');
  });

  it('refuses to delete a tower with units', async () => {
    const [towerA] = await t.db.select().from(towers).where(eq(towers.name, 'Torre A'));
    const res = await t.call(calls.delete, { headers: asMaster, params: { id: towerA!.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^No se puede eliminar la Torre A: tiene \d+ unidades\. /);
  });

  it('lets an administrator read the towers of its own complejos only, and change none', async () => {
    const before = await t.db.select().from(towers);
    const [towerA] = before;
    const own = await t.call(calls.findAll, { headers: await t.headersOf(admin), params: { id: parque } });
    expect(own.statusCode).toBe(200);
    expect(own.json().towers.map((tower: { name: string }) => tower.name)).toContain('Torre A');
    const other = await t.call(calls.findAll, { headers: await t.headersOf(adminB), params: { id: parque } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ ok: false, message: expect.any(String) });
    for (const login of [admin, adminB]) {
      const headers = await t.headersOf(login);
      for (const res of [
        await t.call(calls.create, { headers, body: { buildingId: parque, name: 'Intrusa' } }),
        await t.call(calls.update, { headers, body: { id: towerA!.id, name: 'Intrusa' } }),
        await t.call(calls.delete, { headers, params: { id: towerA!.id } }),
      ]) {
        expect(res.statusCode).toBe(403);
      }
    }
    expect(await t.db.select().from(towers)).toEqual(before);
  });
});
