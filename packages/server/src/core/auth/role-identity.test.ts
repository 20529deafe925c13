import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ciFromBody, contract, refusals, screenLabel } from '@horizontal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, companies, functionalities, roles, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { createProfile, createStaff, globalRoleId } from '../test/staff';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue #26: the master and the administrator are the global profiles, whatever a company's profile is called.
 * Each path the attack took, as it was seen.
 */
const [master] = demoLogins;
let t: TestApp;
const a = { company: 0, companyB: 0, parque: 0, buildingB: 0, adminRole: 0, masterUserId: 0 };
const reservedMessage = '«master» y «administrador» son los perfiles globales: elija otro nombre.';

const screenIds = async (...screens: string[]) =>
  (await t.db.select().from(functionalities)).filter((row) => screens.includes(row.screen)).map((row) => row.id);
const complexModule = async () => {
  const catalog = await t.call(contract.roles.findAll, { as: master, params: { id: a.company } });
  return (catalog.json().modules as { id: number; route: string }[]).find((module) => module.route === '/complejo')!.id;
};

beforeAll(async () => {
  t = await createTestApp();
  const company = async (rut: string) => (await t.db.select().from(companies).where(eq(companies.rut, rut)))[0]!.id;
  a.company = await company('217654320011');
  a.companyB = await company('214567890018');
  a.parque = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
  a.buildingB = (await t.db.select().from(buildings).where(eq(buildings.companyId, a.companyB)))[0]!.id;
  a.adminRole = await globalRoleId(t, 'administrador');
  a.masterUserId = (await t.db.select().from(users).where(eq(users.email, master.email)))[0]!.id;
});
afterAll(() => t.close());

describe('a company profile never takes a global profile’s name', () => {
  const spellings = [
    'master',
    'MASTER',
    'Máster',
    ' master ',
    'mas ter',
    'Administrador',
    'ADMINÍSTRADOR',
    'admin-istrador',
  ];
  let manager: Awaited<ReturnType<typeof createStaff>>;
  let profileId = 0;

  beforeAll(async () => {
    const screens = [
      'perfiles/listado',
      'perfiles/nuevo',
      'perfiles/modificar',
      'empleados/listado',
      'empleados/nuevo',
    ];
    const roleId = await createProfile(t, a.company, 'gerencia', ['/complejo'], screens);
    manager = await createStaff(t, a.company, 'gerente', roleId, [a.parque]);
  });

  it('refuses every spelling of the reserved names on create, field by field', async () => {
    const moduleId = await complexModule();
    const functionalityIds = await screenIds('perfiles/listado');
    for (const name of spellings) {
      const res = await t.call(contract.roles.create, {
        headers: manager.headers,
        body: { companyId: a.company, name, description: 'Intento', moduleIds: [moduleId], functionalityIds },
      });
      expect([name, res.statusCode, res.json()]).toEqual([name, 400, { ok: false, message: reservedMessage }]);
    }
  });

  it('refuses renaming an assigned profile «master» or «administrador»', async () => {
    const moduleId = await complexModule();
    const functionalityIds = await screenIds('perfiles/listado');
    const created = await t.call(contract.roles.create, {
      headers: manager.headers,
      body: {
        companyId: a.company,
        name: 'Contaduría',
        description: 'Lee perfiles',
        moduleIds: [moduleId],
        functionalityIds,
      },
    });
    expect(created.statusCode).toBe(200);
    profileId = created.json().role.id;
    await createStaff(t, a.company, 'contador', profileId, [a.parque]);
    for (const name of spellings) {
      const res = await t.call(contract.roles.update, {
        headers: manager.headers,
        body: { id: profileId, name, description: 'Intento', moduleIds: [moduleId], functionalityIds },
      });
      expect([name, res.statusCode, res.json()]).toEqual([name, 400, { ok: false, message: reservedMessage }]);
    }
    const [kept] = await t.db.select().from(roles).where(eq(roles.id, profileId));
    expect(kept!.name).toBe('Contaduría');
  });
});

describe('a company profile stored with a global profile’s name is only what it holds', () => {
  it('«master»: no master-only call, no other company, not the real master’s login', async () => {
    const roleId = await createProfile(t, a.company, 'master', ['/complejo'], ['residentes/listado']);
    const impostor = await createStaff(t, a.company, 'impostor', roleId, [a.parque]);
    const everyLogin = await t.call(contract.users.findAll, { headers: impostor.headers });
    expect([everyLogin.statusCode, everyLogin.json().message]).toEqual([403, refusals.masterOnly]);
    const takeover = await t.call(contract.users.update, {
      headers: impostor.headers,
      body: {
        id: a.masterUserId,
        name: 'Usuario maestro',
        email: 'tomado@prueba.com.uy',
        identity: ciFromBody(1_234_567),
        phone: '99123456',
        roleId: 1,
        companyId: null,
        buildingIds: [],
      },
    });
    expect([takeover.statusCode, takeover.json().message]).toEqual([403, refusals.masterOnly]);
    const foreign = await t.call(contract.residents.findAll, {
      headers: impostor.headers,
      params: { id: a.buildingB },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.call(contract.residents.findAll, { headers: impostor.headers, params: { id: a.parque } });
    expect(own.statusCode).toBe(200);
    const [still] = await t.db.select().from(users).where(eq(users.id, a.masterUserId));
    expect(still!.email).toBe(master.email);
  });

  it('«administrador»: grants nothing beyond its own screens, and never the administrator', async () => {
    const held = ['empleados/listado', 'empleados/nuevo', 'perfiles/nuevo'];
    const roleId = await createProfile(t, a.company, 'Administrador', ['/complejo'], held);
    const pretender = await createStaff(t, a.company, 'pretendiente', roleId, [a.parque]);
    const employee = await t.call(contract.employees.create, {
      headers: pretender.headers,
      body: {
        companyId: a.company,
        name: 'Cómplice Uno',
        identity: ciFromBody(3_111_222),
        email: 'complice@prueba.com.uy',
        phone: '99445566',
        position: 'Ayudante',
        hiredOn: '2026-01-05',
        roleId: a.adminRole,
        buildingIds: [a.parque],
      },
    });
    expect([employee.statusCode, employee.json().message]).toEqual([403, refusals.administratorsOnly]);
    const wider = await t.call(contract.roles.create, {
      headers: pretender.headers,
      body: {
        companyId: a.company,
        name: 'Amplio',
        description: 'Más de lo propio',
        moduleIds: [await complexModule()],
        functionalityIds: await screenIds('residentes/listado'),
      },
    });
    expect([wider.statusCode, wider.json().message]).toEqual([
      403,
      refusals.beyondOwnProfile([screenLabel('residentes/listado')]),
    ]);
  });
});

describe('migration 0008', () => {
  it('renames company profiles stored with a global name, and nothing else', async () => {
    const named = async (name: string, companyId: number | null = a.company) =>
      (await t.db.insert(roles).values({ companyId, name, description: name }).returning())[0]!.id;
    const ids = {
      master: await named('Máster'),
      admin: await named(' ADMIN-istrador '),
      other: await named('Contaduría central'),
    };
    const migration = await readFile(
      fileURLToPath(new URL('../../db/migrations/0008_company_roles_not_global.sql', import.meta.url)),
      'utf8',
    );
    await t.db.execute(sql.raw(migration));
    const nameOf = async (id: number) => (await t.db.select().from(roles).where(eq(roles.id, id)))[0]!.name;
    expect(await nameOf(ids.master)).toBe('Perfil «Máster»');
    expect(await nameOf(ids.admin)).toBe('Perfil « ADMIN-istrador »');
    expect(await nameOf(ids.other)).toBe('Contaduría central');
    expect(await nameOf(a.adminRole)).toBe('administrador');
    expect(await nameOf(await globalRoleId(t, 'master'))).toBe('master');
  });
});
