import {
  ciFromBody,
  contract,
  entityOfScreen,
  historyMessages,
  historyReaders,
  readersOf,
  recordEntities,
  refusals,
} from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { buildings, companies, functionalities, modules, residents, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [master, admin, adminB] = demoLogins;
const call = contract.history.record;
let t: TestApp;
let asMaster: Record<string, string>;
let asAdmin: Record<string, string>;
let asAdminB: Record<string, string>;
const a = { company: 0, building: 0, resident: 0, adminName: '', masterName: '' };

const nameOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.name;

beforeAll(async () => {
  t = await createTestApp();
  [asMaster, asAdmin, asAdminB] = await Promise.all([t.headersOf(master), t.headersOf(admin), t.headersOf(adminB)]);
  a.company = (await t.db.select().from(companies).where(eq(companies.rut, '217654320011')))[0]!.id;
  a.building = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
  a.resident = (await t.db.select().from(residents).where(eq(residents.buildingId, a.building)))[0]!.id;
  a.adminName = await nameOf(admin.email);
  a.masterName = await nameOf(master.email);
});
afterAll(() => t.close());

const historyOf = (headers: Record<string, string>, entity: string, id: number) =>
  t.call(call, { headers, body: { entity, id } });

describe('history.record', () => {
  it('has a way to every record with a detail, registered by the module that owns it', () => {
    for (const entity of recordEntities) expect(t.app.recordFinders.has(entity), entity).toBe(true);
  });

  it('says who created a record, and who changed it last and when, after an update', async () => {
    const created = await t.call(contract.pantries.create, {
      headers: asAdmin,
      body: { buildingId: a.building, number: 'H-01', description: 'Al fondo' },
    });
    const id = created.json().pantry.id as number;
    const fresh = await historyOf(asAdmin, 'pantries', id);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({
      ok: true,
      message: 'OK',
      history: { created: { by: a.adminName, at: expect.any(String) }, changed: null },
    });

    const updated = await t.call(contract.pantries.update, {
      headers: asMaster,
      body: { id, number: 'H-01', description: 'Junto al ascensor' },
    });
    expect(updated.json().ok).toBe(true);
    const { history } = (await historyOf(asAdmin, 'pantries', id)).json();
    expect(history.created.by).toBe(a.adminName);
    expect(history.changed.by).toBe(a.masterName);
    expect(new Date(history.created.at).toISOString()).toBe(history.created.at);
    expect(Date.parse(history.changed.at)).toBeGreaterThanOrEqual(Date.parse(history.created.at));
  });

  it('does not count what a creation writes beside the record (a user’s complejos) as a later change', async () => {
    const res = await t.call(contract.users.create, {
      headers: asMaster,
      body: {
        name: 'Lucía Historia',
        identity: ciFromBody(4_777_111),
        email: 'lucia.historia@correo.com.uy',
        phone: '99112233',
        roleId: (await t.db.select().from(users).where(eq(users.email, admin.email)))[0]!.roleId,
        companyId: a.company,
        buildingIds: [a.building],
      },
    });
    expect(res.json().ok).toBe(true);
    const { history } = (await historyOf(asMaster, 'users', res.json().user.id)).json();
    expect(history).toEqual({ created: { by: a.masterName, at: expect.any(String) }, changed: null });
  });

  it('counts a resident’s unit links as changes of the resident', async () => {
    const status = await t.call(contract.residents.status, {
      headers: asAdmin,
      body: { id: a.resident, status: 'inactivo' },
    });
    expect(status.json().ok).toBe(true);
    const { history } = (await historyOf(asAdmin, 'residents', a.resident)).json();
    // The seed writes no trail: nobody knows who loaded the demo's residents.
    expect(history.created).toBeNull();
    expect(history.changed).toEqual({ by: a.adminName, at: expect.any(String) });
  });

  it('tells another company’s administrator nothing about the record', async () => {
    const res = await historyOf(asAdminB, 'residents', a.resident);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: historyMessages.notFound });
    expect(res.body).not.toContain(a.adminName);
    const building = await historyOf(asAdminB, 'buildings', a.building);
    expect(building.json()).toEqual({ ok: false, message: historyMessages.notFound });
  });

  it('asks what the record’s own list asks: the master’s lists only to the master, and the list’s screens', async () => {
    const company = await historyOf(asAdmin, 'companies', a.company);
    expect([company.statusCode, company.json()]).toEqual([403, { ok: false, message: refusals.masterOnly }]);
    expect((await historyOf(asMaster, 'companies', a.company)).json().ok).toBe(true);

    const profile = await createProfile(t, a.company, 'solo-despensas', ['/complejo'], ['despensas/listado']);
    const staff = await createStaff(t, a.company, 'historia.despensas', profile, [a.building]);
    const resident = await historyOf(staff.headers, 'residents', a.resident);
    expect([resident.statusCode, resident.json()]).toEqual([403, { ok: false, message: refusals.noFunctionality }]);
    const other = await historyOf(staff.headers, 'apartments', 1);
    expect(other.json()).toEqual({ ok: false, message: refusals.noFunctionality });
  });

  it('refuses a bad body with 400 and a Spanish message, never a 500', async () => {
    const cases: unknown[] = [
      { entity: 'audit_log', id: 1 },
      { entity: 'residents', id: 'uno' },
      { entity: 'residents', id: -3 },
      { entity: 'residents' },
      {},
      [],
    ];
    for (const body of cases) {
      const res = await t.call(call, { headers: asAdmin, body });
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(res.json().ok).toBe(false);
      expect(res.json().message).toMatch(/^[A-ZÁÉÍÓÚ¿¡].{10,}\.$/);
      expect(res.json().message).not.toMatch(/Invalid|expected|received/);
    }
    const unknown = await t.call(call, { headers: asAdmin, body: { entity: 'audit_log', id: 1 } });
    expect(unknown.json().message).toBe('Ese tipo de registro no tiene historial.');
  });

  it('answers 404 for a record that does not exist', async () => {
    const res = await historyOf(asMaster, 'apartments', 999_999);
    expect(res.json()).toEqual({ ok: false, message: historyMessages.notFound });
  });
});

/**
 * The permission matrix (core/calls/permission-matrix.test.ts) tries the calls that name a screen; this one names
 * none, so its own matrix is derived here from each record's list (`historyReaders`), the call it asks as.
 */
describe('history.record’s permission matrix, from the list of each record', () => {
  it('refuses whoever the list refuses, and lets a list-only profile in', async () => {
    const screens = (await t.db.select({ screen: functionalities.screen }).from(functionalities)).map((r) => r.screen);
    const routes = (await t.db.select({ route: modules.route }).from(modules)).map((r) => r.route);
    const staffHolding = async (name: string, held: string[], screensHeld: string[]) =>
      (await createStaff(t, a.company, name, await createProfile(t, a.company, name, held, screensHeld), [a.building]))
        .headers;
    for (const [index, entity] of recordEntities.entries()) {
      const list = historyReaders[entity];
      if (list.only === 'master') {
        const res = await historyOf(asAdmin, entity, 1);
        expect([entity, res.statusCode, res.json()]).toEqual([
          entity,
          403,
          { ok: false, message: refusals.masterOnly },
        ]);
        continue;
      }
      const readers = readersOf(list);
      const others = screens.filter((screen) => !readers.includes(entityOfScreen(screen)));
      const noScreen = await historyOf(await staffHolding(`historia-${index}-a`, routes, others), entity, 1);
      expect([entity, noScreen.statusCode, noScreen.json()]).toEqual([
        entity,
        403,
        { ok: false, message: refusals.noFunctionality },
      ]);
      const everyOther = routes.filter((route) => route !== list.module);
      const noModule = await historyOf(await staffHolding(`historia-${index}-b`, everyOther, screens), entity, 1);
      expect([entity, noModule.statusCode, noModule.json()]).toEqual([
        entity,
        403,
        { ok: false, message: refusals.noModule },
      ]);
      const listOnly = [`${entityOfScreen(list.functionality!)}/listado`];
      const allowed = await historyOf(await staffHolding(`historia-${index}-c`, [list.module!], listOnly), entity, 1);
      expect([entity, allowed.statusCode]).not.toEqual([entity, 403]);
    }
  });
});
