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

  it('takes the floors as sent, never a default, and refuses none, zero, a negative count or a repeated name', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const res = await t.call(calls.create, {
        headers: asMaster,
        body: { buildingId: parque, name: 'Anexo', ...body },
      });
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect(await refusal({})).toEqual({ ok: false, message: 'Ingrese la cantidad de pisos.' });
    expect(await refusal({ floors: 0 })).toEqual({ ok: false, message: 'La torre debe tener al menos un piso.' });
    expect(await refusal({ floors: -1 })).toEqual({ ok: false, message: 'La torre debe tener al menos un piso.' });
    expect(await refusal({ floors: 201 })).toEqual({ ok: false, message: 'Una torre admite hasta 200 pisos.' });
    const [sent] = await t.db.select().from(towers).where(eq(towers.name, 'Anexo'));
    expect(sent).toBeUndefined();
    const one = await t.call(calls.create, {
      headers: asMaster,
      body: { buildingId: parque, name: 'Anexo', floors: 3 },
    });
    expect(one.json().tower).toMatchObject({ name: 'Anexo', floors: 3 });
    // Renaming asks for the floors too, so an update that leaves them out cannot reset them to a default.
    const renamed = await t.call(calls.update, {
      headers: asMaster,
      body: { id: one.json().tower.id, name: 'Anexo B' },
    });
    expect(renamed.json()).toEqual({ ok: false, message: 'Ingrese la cantidad de pisos.' });
    const repeated = await t.call(calls.create, {
      headers: asMaster,
      body: { buildingId: parque, name: 'torre a', floors: 6 },
    });
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
        await t.call(calls.create, { headers, body: { buildingId: parque, name: 'Intrusa', floors: 6 } }),
        await t.call(calls.update, { headers, body: { id: towerA!.id, name: 'Intrusa', floors: 6 } }),
        await t.call(calls.delete, { headers, params: { id: towerA!.id } }),
      ]) {
        expect(res.statusCode).toBe(403);
      }
    }
    expect(await t.db.select().from(towers)).toEqual(before);
  });
});
