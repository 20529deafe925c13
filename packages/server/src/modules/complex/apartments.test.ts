import { contract } from '@horizontal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import {
  apartments,
  auditLog,
  buildings,
  commonExpenseDetails,
  commonExpenses,
  pantries,
  towers,
} from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [master, admin, adminB, desk] = demoLogins;
const calls = contract.apartments;
let t: TestApp;
let asAdmin: Record<string, string>;
const a = { building: 0, otherBuilding: 0, towerA: 0, foreignTower: 0 };

const buildingNamed = async (name: string) => (await t.db.select().from(buildings).where(eq(buildings.name, name)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin);
  a.building = (await buildingNamed('Complejo Parque Batlle')).id;
  a.otherBuilding = (await buildingNamed('Torres del Buceo')).id;
  a.towerA = (await t.db.select().from(towers).where(eq(towers.name, 'Torre A')))[0]!.id;
  a.foreignTower = (await t.db.select().from(towers).where(eq(towers.name, 'Torre Norte')))[0]!.id;
});
afterAll(() => t.close());

const unit = (overrides: Record<string, unknown> = {}) => ({
  buildingId: a.building,
  towerId: a.towerA,
  unitTypeId: null,
  number: '701',
  floor: 7,
  rooms: 2,
  area: 72.5,
  coefficient: 1.25,
  ...overrides,
});

describe('apartments', () => {
  it('lists the units of a complejo with their tower', async () => {
    const res = await t.call(calls.findAll, { headers: asAdmin, params: { id: a.building } });
    const listed = res.json().apartments;
    expect(listed).toHaveLength(48);
    expect(listed[0]).toMatchObject({ buildingId: a.building, tower: 'Torre A', number: '101', floor: 1 });
    expect(typeof listed[0].area).toBe('number');
  });

  it('creates and updates a unit, each change in the audit trail', async () => {
    const created = await t.call(calls.create, { headers: asAdmin, body: unit() });
    expect(created.json()).toMatchObject({
      ok: true,
      message: 'Apartamento creado.',
      apartment: { number: '701', tower: 'Torre A', area: 72.5, coefficient: 1.25, buildingId: a.building },
    });
    const id = created.json().apartment.id;
    const [row] = await t.db.select().from(apartments).where(eq(apartments.id, id));
    expect(row).toMatchObject({ area: '72.50', coefficient: '1.2500' });
    const updated = await t.call(calls.update, {
      headers: asAdmin,
      body: { ...unit({ number: '702', towerId: null }), buildingId: undefined, id },
    });
    expect(updated.json().apartment).toMatchObject({ id, number: '702', tower: null, towerId: null });
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'apartments'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(trail.map((entry) => entry.action)).toEqual(['update', 'create']);
  });

  it('refuses a repeated number, a tower of another complejo and bad input, writing nothing', async () => {
    const before = await t.db.select().from(apartments);
    const repeated = await t.call(calls.create, { headers: asAdmin, body: unit({ number: '101' }) });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toEqual({ ok: false, message: 'Ya existe el apartamento 101 en esa torre.' });
    const foreign = await t.call(calls.create, { headers: asAdmin, body: unit({ towerId: a.foreignTower }) });
    expect(foreign.json()).toEqual({ ok: false, message: 'La torre elegida no es de ese complejo.' });
    const badFloor = await t.call(calls.create, { headers: asAdmin, body: unit({ floor: 500 }) });
    expect(badFloor.statusCode).toBe(400);
    expect(badFloor.json().message).toBe('El piso admite hasta 200.');
    const noNumber = await t.call(calls.create, { headers: asAdmin, body: unit({ number: '  ' }) });
    expect(noNumber.json().message).toBe('Ingrese el número del apartamento.');
    expect(await t.db.select().from(apartments)).toEqual(before);
  });

  it('refuses to delete a unit with residents or debts and frees its despensa when it goes', async () => {
    const [withResidents] = await t.db.select().from(apartments).where(eq(apartments.towerId, a.towerA));
    const refused = await t.call(calls.remove, { headers: asAdmin, params: { id: withResidents!.id } });
    expect(refused.statusCode).toBe(409);
    // The unit is named with its tower: two towers may both have a 101.
    expect(refused.json().message).toBe(
      `No se puede eliminar el apartamento ${withResidents!.number} (Torre A): tiene residentes asociados. Desasócielos primero en Residentes → Apartamentos.`,
    );

    const indebted = (await t.call(calls.create, { headers: asAdmin, body: unit({ number: '801' }) })).json().apartment;
    const [expense] = await t.db.select().from(commonExpenses).where(eq(commonExpenses.buildingId, a.building));
    const tenant = { companyId: withResidents!.companyId, buildingId: a.building };
    await t.db
      .insert(commonExpenseDetails)
      .values({ ...tenant, commonExpenseId: expense!.id, apartmentId: indebted.id, totalDebtCents: 150_000 });
    const debt = await t.call(calls.remove, { headers: asAdmin, params: { id: indebted.id } });
    expect(debt.statusCode).toBe(409);
    expect(debt.json().message).toMatch(/deudas de gastos comunes/);

    const free = (await t.call(calls.create, { headers: asAdmin, body: unit({ number: '802' }) })).json().apartment;
    const [pantry] = await t.db
      .insert(pantries)
      .values({ ...tenant, number: 'D-99', apartmentId: free.id })
      .returning();
    const removed = await t.call(calls.remove, { headers: asAdmin, params: { id: free.id } });
    expect(removed.json()).toEqual({ ok: true, message: 'Apartamento eliminado.' });
    expect(await t.db.select().from(apartments).where(eq(apartments.id, free.id))).toEqual([]);
    expect((await t.db.select().from(pantries).where(eq(pantries.id, pantry!.id)))[0]!.apartmentId).toBeNull();
    const actions = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(free.id)));
    expect(actions.map((entry) => `${entry.entity}.${entry.action}`)).toContain('apartments.delete');
  });

  it('confines an administrator to their complejos and the master sees any', async () => {
    const other = await t.call(calls.findAll, { headers: asAdmin, params: { id: a.otherBuilding } });
    expect(other.statusCode).toBe(404);
    const asMaster = await t.headersOf(master);
    expect(
      (await t.call(calls.findAll, { headers: asMaster, params: { id: a.otherBuilding } })).json().apartments,
    ).toHaveLength(48);
  });

  it('refuses a profile without the Complejo module', async () => {
    const res = await t.call(calls.findAll, { headers: await t.headersOf(desk), params: { id: a.building } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Su perfil no tiene acceso a este módulo.');
  });

  it('lets an administrator of company B neither read nor change company A’s units', async () => {
    const asB = await t.headersOf(adminB);
    const before = await t.db.select().from(apartments).where(eq(apartments.buildingId, a.building));
    const target = before[0]!;
    for (const res of [
      await t.call(calls.findAll, { headers: asB, params: { id: a.building } }),
      await t.call(calls.create, { headers: asB, body: unit({ number: '999' }) }),
      await t.call(calls.update, { headers: asB, body: { ...unit(), buildingId: undefined, id: target.id } }),
      await t.call(calls.remove, { headers: asB, params: { id: target.id } }),
    ]) {
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().ok).toBe(false);
      expect(res.body).not.toContain('Torre A');
    }
    expect(await t.db.select().from(apartments).where(eq(apartments.buildingId, a.building))).toEqual(before);
  });
});
