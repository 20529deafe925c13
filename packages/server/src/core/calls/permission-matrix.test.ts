import {
  accessOf,
  type CallDefinition,
  contract,
  entityOfScreen,
  readersOf,
  refusals,
  roleNames,
} from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, functionalities, modules, roleFunctionalities, roleModules, roles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue #12's matrix, derived from the contract: every mounted call that names a screen is tried by profiles
 * built to miss exactly what it needs. A call that lands later is covered the day it is mounted.
 */
let t: TestApp;
let company = 0;
let catalog: { id: number; route: string }[] = [];
let screens: { id: number; screen: string; moduleId: number }[] = [];
const password = 'Matriz#2026';
const signedIn = new Map<string, Record<string, string>>();

const guarded = (): CallDefinition[] =>
  Object.values(contract)
    .flatMap((group) => Object.values(group) as CallDefinition[])
    .filter((call) => t.app.registeredCalls.has(call.name) && call.functionality && call.only !== 'master');

/**
 * Headers of a staff login whose profile holds exactly these modules and screens (one login per profile), named
 * as given: a company profile that carries a global profile's name (stored before the names were refused) must
 * be no more than what it holds.
 */
const holding = async (routes: string[], held: string[], name = `matriz-${signedIn.size}`) => {
  const key = `${name}|${routes.join()}|${held.join()}`;
  const known = signedIn.get(key);
  if (known) return known;
  const [role] = await t.db
    .insert(roles)
    .values({ companyId: company, name, description: 'Matriz de permisos' })
    .returning();
  const moduleIds = catalog.filter((module) => routes.includes(module.route)).map((module) => module.id);
  if (moduleIds.length > 0)
    await t.db.insert(roleModules).values(moduleIds.map((moduleId) => ({ roleId: role!.id, moduleId })));
  const screenIds = screens.filter((screen) => held.includes(screen.screen)).map((screen) => screen.id);
  if (screenIds.length > 0) {
    await t.db
      .insert(roleFunctionalities)
      .values(screenIds.map((functionalityId) => ({ roleId: role!.id, functionalityId })));
  }
  const email = `matriz${signedIn.size}@prueba.com.uy`;
  await t.db.insert(users).values({
    companyId: company,
    roleId: role!.id,
    name: 'Matriz',
    email,
    identity: '11111111',
    phone: '99123456',
    passwordHash: await hashPassword(password),
    indCreated: false,
  });
  const headers = await t.headersOf({ email, password });
  signedIn.set(key, headers);
  return headers;
};

const attempt = async (call: CallDefinition, headers: Record<string, string>) => {
  const params = Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, 1]));
  const res = await t.call(call, { params, headers, body: call.method === 'GET' ? undefined : {} });
  // A blob call the profile may make answers its file, not JSON: what matters here is that it was let through.
  const json = String(res.headers['content-type']).startsWith('application/json');
  return {
    status: res.statusCode,
    body: (json ? res.json() : { ok: true, message: '' }) as { ok: boolean; message: string },
  };
};

beforeAll(async () => {
  t = await createTestApp();
  company = (await t.db.select().from(companies).where(eq(companies.rut, '217654320011')))[0]!.id;
  catalog = await t.db.select({ id: modules.id, route: modules.route }).from(modules);
  screens = await t.db
    .select({ id: functionalities.id, screen: functionalities.screen, moduleId: functionalities.moduleId })
    .from(functionalities);
});
afterAll(() => t.close());

describe('permission matrix of every guarded call', () => {
  it('covers the calls mounted so far', () => {
    expect(guarded().length).toBeGreaterThanOrEqual(20);
  });

  it('refuses a profile holding every screen of the module but none of the entities that may make the call', async () => {
    for (const call of guarded()) {
      const readers = readersOf(call);
      const others = screens.map((s) => s.screen).filter((screen) => !readers.includes(entityOfScreen(screen)));
      const res = await attempt(call, await holding(call.module ? [call.module] : [], others));
      expect([call.name, res]).toEqual([
        call.name,
        { status: 403, body: { ok: false, message: refusals.noFunctionality } },
      ]);
    }
  });

  it('refuses a profile holding every screen but not the call’s module', async () => {
    for (const call of guarded().filter((candidate) => candidate.module)) {
      const everyOther = catalog.map((module) => module.route).filter((route) => route !== call.module);
      const res = await attempt(
        call,
        await holding(
          everyOther,
          screens.map((s) => s.screen),
        ),
      );
      expect([call.name, res]).toEqual([call.name, { status: 403, body: { ok: false, message: refusals.noModule } }]);
    }
  });

  it('lets a list-only profile read its entity and refuses it every write of another screen', async () => {
    for (const call of guarded()) {
      const entity = entityOfScreen(call.functionality!);
      const list = screens.find((screen) => screen.screen === `${entity}/listado`);
      if (!list) continue;
      const res = await attempt(call, await holding(call.module ? [call.module] : [], [list.screen]));
      if (accessOf(call) === 'read' || call.functionality === list.screen) {
        expect([call.name, res.status]).not.toEqual([call.name, 403]);
      } else {
        expect([call.name, res]).toEqual([
          call.name,
          { status: 403, body: { ok: false, message: refusals.noFunctionality } },
        ]);
      }
    }
  });

  for (const name of Object.values(roleNames)) {
    it(`gives a company profile named «${name}» nothing beyond what it holds`, async () => {
      const everyCall = Object.values(contract)
        .flatMap((group) => Object.values(group) as CallDefinition[])
        .filter((call) => t.app.registeredCalls.has(call.name) && !call.public);
      const headers = await holding([], [], name);
      for (const call of everyCall.filter((candidate) => candidate.only === 'master')) {
        const res = await attempt(call, headers);
        expect([call.name, res]).toEqual([
          call.name,
          { status: 403, body: { ok: false, message: refusals.masterOnly } },
        ]);
      }
      for (const call of guarded()) {
        const res = await attempt(call, headers);
        expect([call.name, res.status, res.body.ok]).toEqual([call.name, 403, false]);
      }
    });
  }
});
