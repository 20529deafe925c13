import { contract } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { buildings, cities, companies } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [master, admin, adminB, desk] = demoLogins;
const calls = contract.buildings;
let t: TestApp;
let as: Record<'master' | 'admin' | 'adminB' | 'desk', Record<string, string>>;
let companyA: number;
let companyB: number;
let florida: number;

beforeAll(async () => {
  t = await createTestApp();
  as = {
    master: await t.headersOf(master),
    admin: await t.headersOf(admin),
    adminB: await t.headersOf(adminB),
    desk: await t.headersOf(desk),
  };
  companyA = (await t.db.select().from(companies).where(eq(companies.rut, '217654320011')))[0]!.id;
  companyB = (await t.db.select().from(companies).where(eq(companies.rut, '214567890018')))[0]!.id;
  florida = (await t.db.select().from(cities).where(eq(cities.name, 'Florida')))[0]!.id;
});
afterAll(() => t.close());

const building = (overrides: Record<string, unknown> = {}) => ({
  companyId: companyA,
  name: 'Edificio Prado Norte',
  address: 'Av. Millán 3400',
  cityId: florida,
  ...overrides,
});

describe('buildings', () => {
  let createdId = 0;

  it('lists the complejos of an administradora for the master', async () => {
    const res = await t.call(calls.findAll, { headers: as.master, params: { id: companyA } });
    expect(res.statusCode).toBe(200);
    const list = res.json().buildings;
    expect(list.map((b: { name: string }) => b.name)).toEqual(['Complejo Parque Batlle', 'Torres del Buceo']);
    expect(list[0]).toMatchObject({ companyId: companyA, city: 'Montevideo', rut: '', phone: '', email: '' });
  });

  it('lists for an administrator only their own company’s complejos assigned to them', async () => {
    const own = await t.call(calls.findAll, { headers: as.admin, params: { id: companyA } });
    expect(own.json().buildings.map((b: { name: string }) => b.name)).toEqual(['Complejo Parque Batlle']);
    const foreign = await t.call(calls.findAll, { headers: as.adminB, params: { id: companyA } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ ok: false, message: 'No tiene acceso a esa administradora.' });
  });

  it('refuses the list to a profile without the Complejos screen', async () => {
    const res = await t.call(calls.findAll, { headers: as.desk, params: { id: companyA } });
    expect(res.statusCode).toBe(403);
  });

  it('creates one, taking the city’s name from cityId', async () => {
    const res = await t.call(calls.create, { headers: as.master, body: building({ email: 'Porteria@PradoNorte.uy' }) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      message: 'Complejo creado.',
      building: {
        name: 'Edificio Prado Norte',
        city: 'Florida',
        cityId: florida,
        email: 'porteria@pradonorte.uy',
        rut: '',
      },
    });
    createdId = body.building.id;
  });

  it('refuses missing fields and unknown references in Spanish', async () => {
    const noName = await t.call(calls.create, { headers: as.master, body: building({ name: '  ' }) });
    expect(noName.json()).toEqual({ ok: false, message: 'Ingrese el nombre del complejo.' });
    const noCompany = await t.call(calls.create, { headers: as.master, body: building({ companyId: 99999 }) });
    expect(noCompany.statusCode).toBe(404);
    const noCity = await t.call(calls.create, { headers: as.master, body: building({ cityId: 99999 }) });
    expect(noCity.json()).toEqual({ ok: false, message: 'La ciudad elegida no existe.' });
  });

  it('updates one but never moves it to another administradora', async () => {
    const res = await t.call(calls.update, {
      headers: as.master,
      body: { id: createdId, ...building({ name: 'Prado Norte', phone: '43521234' }) },
    });
    expect(res.json()).toMatchObject({ ok: true, building: { name: 'Prado Norte', phone: '43521234' } });
    const moved = await t.call(calls.update, {
      headers: as.master,
      body: { id: createdId, ...building({ companyId: companyB }) },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/no puede pasar a otra administradora/);
    const [row] = await t.db.select().from(buildings).where(eq(buildings.id, createdId));
    expect(row!.companyId).toBe(companyA);
  });

  it('deletes an empty one and refuses one with towers or units', async () => {
    const [parque] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
    const refused = await t.call(calls.delete, { headers: as.master, params: { id: parque!.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^No se puede eliminar el Complejo Parque Batlle: tiene \d+ torres y \d+ unidades\. /,
    );
    expect((await t.call(calls.delete, { headers: as.master, params: { id: createdId } })).json()).toEqual({
      ok: true,
      message: 'Complejo eliminado.',
    });
  });

  it('refuses create, update and delete to an administrator, changing nothing', async () => {
    const before = await t.db.select().from(buildings);
    const [parque] = before.filter((row) => row.name === 'Complejo Parque Batlle');
    for (const res of [
      await t.call(calls.create, { headers: as.admin, body: building() }),
      await t.call(calls.update, { headers: as.admin, body: { id: parque!.id, ...building({ name: 'Tomado' }) } }),
      await t.call(calls.delete, { headers: as.admin, params: { id: parque!.id } }),
      await t.call(calls.update, { headers: as.adminB, body: { id: parque!.id, ...building({ name: 'Tomado' }) } }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await t.db.select().from(buildings)).toEqual(before);
  });
});
