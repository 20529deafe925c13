import { contract } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/server-config';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { buildings, companies } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [master, admin, adminB, desk] = demoLogins;
const general = contract.general;
let t: TestApp;
let companyA: number;
let parqueBatlle: number;
let playaBrava: number;
let as: Record<'master' | 'admin' | 'adminB' | 'desk', Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { ...testConfig().rateLimits, publicPerIp: { max: 5, windowSeconds: 60 } },
  });
  const [a] = await t.db.select().from(companies).where(eq(companies.rut, '217654320011'));
  companyA = a!.id;
  parqueBatlle = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
  playaBrava = (await t.db.select().from(buildings).where(eq(buildings.name, 'Residencial Playa Brava')))[0]!.id;
  as = {
    master: await t.headersOf(master),
    admin: await t.headersOf(admin),
    adminB: await t.headersOf(adminB),
    desk: await t.headersOf(desk),
  };
});
afterAll(() => t.close());

/** Each public GET from its own IP, so that the tight test limit below only trips where it is meant to. */
let ipCounter = 0;
const publicGet = (definition: Parameters<TestApp['call']>[0], params?: Record<string, number>) => {
  ipCounter += 1;
  return t.call(definition, { params, ip: `10.20.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` });
};

describe('GET /general/data', () => {
  it('answers the reference data of Uruguay without a session', async () => {
    const res = await publicGet(general.data);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.countries).toContainEqual({ id: expect.any(Number), name: 'Uruguay', code: 'UY' });
    const uruguay = body.countries.find((country: { code: string }) => country.code === 'UY');
    expect(body.states.filter((state: { countryId: number }) => state.countryId === uruguay.id)).toHaveLength(19);
    expect(body.cities.map((city: { name: string }) => city.name)).toContain('Punta del Este');
    expect(body.plans.map((plan: { name: string }) => plan.name)).toEqual(['Básico', 'Profesional', 'Corporativo']);
    expect(body.identityType[0]).toEqual({ id: 1, name: 'Cédula de identidad' });
    expect(body.unitType.length).toBeGreaterThan(0);
    // Plans travel as options: no prices or limits.
    expect(Object.keys(body.plans[0]).sort()).toEqual(['id', 'name']);
  });
});

describe('the public lists of the access form', () => {
  it('list every administradora with 0 and one by id, as ids and names only', async () => {
    const all = (await publicGet(general.companies, { id: 0 })).json();
    expect(all.companies.map((c: { name: string }) => c.name)).toEqual([
      'Administradora del Prado S.A.',
      'Gestión Costa Este S.R.L.',
    ]);
    for (const company of all.companies) expect(Object.keys(company).sort()).toEqual(['id', 'name']);
    const one = (await publicGet(general.companies, { id: companyA })).json();
    expect(one.companies).toEqual([{ id: companyA, name: 'Administradora del Prado S.A.' }]);
  });

  it('list the complejos, profiles and common areas with no contact data', async () => {
    const complejos = (await publicGet(general.buildings, { id: companyA })).json().buildings;
    expect(complejos.map((b: { name: string }) => b.name)).toEqual(['Complejo Parque Batlle', 'Torres del Buceo']);
    for (const building of complejos) expect(Object.keys(building).sort()).toEqual(['companyId', 'id', 'name']);
    const areas = (await publicGet(general.commonAreas, { id: parqueBatlle })).json().commonAreas;
    expect(areas.map((a: { name: string }) => a.name)).toEqual(['Parrillero', 'Piscina', 'Salón de fiestas']);
    for (const area of areas) expect(Object.keys(area).sort()).toEqual(['id', 'name']);
  });

  it('tell a company’s profile names only to a caller of that company or the master (issue #26)', async () => {
    const namesFor = async (headers?: Record<string, string>) => {
      ipCounter += 1;
      const res = await t.call(general.roles, { params: { id: companyA }, headers, ip: `10.21.0.${ipCounter % 250}` });
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .roles.map((r: { name: string }) => r.name)
        .sort();
    };
    expect(await namesFor()).toEqual(['administrador']);
    expect(await namesFor({ 'x-system': '1', 'x-token': 'no-es-un-token' })).toEqual(['administrador']);
    expect(await namesFor(as.adminB)).toEqual(['administrador']);
    expect(await namesFor(as.admin)).toEqual(['administrador', 'porteria']);
    expect(await namesFor(as.master)).toEqual(['administrador', 'porteria']);
  });

  it('list frequencies and personnel types', async () => {
    const frequency = (await publicGet(general.frequency)).json().frequency;
    expect(frequency).toContainEqual({ id: expect.any(Number), name: 'Mensual', days: 30 });
    const types = (await publicGet(general.personnelType)).json().personnelType;
    expect(types.map((p: { name: string }) => p.name)).toContain('Portero');
  });

  it('refuse a path id that is not a number, in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/general/buildings/abc', headers: { 'x-system': '1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: 'El identificador de la ruta debe ser un número.' });
  });

  it('are rate-limited per IP, with a Spanish 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await t.call(general.frequency, { ip: '10.30.0.1' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await t.call(general.data, { ip: '10.30.0.1' });
    expect(limited.json()).toEqual({
      ok: false,
      message: 'Demasiados intentos. Espere unos minutos e intente nuevamente.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await t.call(general.data, { ip: '10.30.0.2' })).statusCode).toBe(200);
  });
});

describe('POST /general/apartments/{buildingId}', () => {
  it('lists the units of a complejo the user reaches, named with their tower', async () => {
    const res = await t.call(general.apartments, { params: { buildingId: parqueBatlle }, headers: as.admin, body: {} });
    expect(res.statusCode).toBe(200);
    const { apartments } = res.json();
    expect(apartments).toHaveLength(48);
    expect(apartments[0]).toEqual({ id: expect.any(Number), name: 'Torre A · 101', number: '101', tower: 'Torre A' });
  });

  it('needs a session, and never shows another company’s units', async () => {
    expect((await t.call(general.apartments, { params: { buildingId: parqueBatlle }, body: {} })).statusCode).toBe(401);
    const foreign = await t.call(general.apartments, {
      params: { buildingId: parqueBatlle },
      headers: as.adminB,
      body: {},
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ ok: false, message: 'El complejo no existe o no tiene acceso a él.' });
    const own = await t.call(general.apartments, { params: { buildingId: playaBrava }, headers: as.adminB, body: {} });
    expect(own.json().apartments).toHaveLength(24);
    const all = await t.call(general.apartments, { params: { buildingId: playaBrava }, headers: as.master, body: {} });
    expect(all.json().apartments).toHaveLength(24);
  });
});

describe('POST /general/getsignedurl', () => {
  it('signs an upload under the caller’s company folder, and the URL works', async () => {
    const res = await t.call(general.getSignedUrl, {
      headers: as.desk,
      body: { fileName: 'Puerta del garaje.png', contentType: 'image/png', size: 12, folder: 'reportes' },
    });
    expect(res.statusCode).toBe(200);
    const grant = res.json();
    expect(grant).toMatchObject({ ok: true, method: 'PUT', headers: { 'content-type': 'image/png' } });
    expect(grant.key).toMatch(new RegExp(`^c${companyA}/reportes/`));
    const put = await t.app.inject({
      method: 'PUT',
      url: grant.url,
      headers: grant.headers,
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    });
    expect(put.statusCode).toBe(200);
  });

  it('refuses a type the storage does not accept, and a call without a session', async () => {
    const html = await t.call(general.getSignedUrl, {
      headers: as.desk,
      body: { fileName: 'x.html', contentType: 'text/html', size: 10, folder: 'reportes' },
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toMatch(/^Ese tipo de archivo no se admite/);
    const anonymous = await t.call(general.getSignedUrl, {
      body: { fileName: 'a.png', contentType: 'image/png', size: 10, folder: 'reportes' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
