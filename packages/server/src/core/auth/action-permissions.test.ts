import { ciFromBody, contract, refusals } from '@horizontal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, companies, pantries, roles, userBuildings, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { createProfile, createStaff } from '../test/staff';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue #12, items 1–3, as an attacker tried them: a staff login escalating through employees and profiles, a
 * list-only profile writing, and an administrator of one complejo reaching the staff of another.
 */
const [, admin] = demoLogins;
let t: TestApp;
let company = 0;
let complejos: number[] = [];
let administratorRole = 0;
let ciBody = 4_100_000;

/** A profile of the demo administradora holding exactly these modules and screens. */
const profile = (name: string, routes: string[], screens: string[]) => createProfile(t, company, name, routes, screens);

/** A staff member of the demo administradora with that profile and complejos, signed in. */
const staff = (name: string, roleId: number, buildingIds: number[]) =>
  createStaff(t, company, name, roleId, buildingIds);

const employeeBody = (roleId: number, overrides: Record<string, unknown> = {}) => ({
  companyId: company,
  name: 'Nuevo Ingreso',
  identity: ciFromBody(ciBody++),
  email: `ingreso${ciBody}@correo.com.uy`,
  phone: '099123456',
  position: 'Portero',
  roleId,
  buildingIds: [complejos[0]],
  ...overrides,
});

const employeeUpdate = (who: { employeeId: number }, roleId: number, overrides: Record<string, unknown> = {}) => ({
  ...employeeBody(roleId, overrides),
  companyId: undefined,
  id: who.employeeId,
});

beforeAll(async () => {
  t = await createTestApp();
  company = (await t.db.select().from(companies).where(eq(companies.rut, '217654320011')))[0]!.id;
  complejos = (await t.db.select().from(buildings).where(eq(buildings.companyId, company))).map((row) => row.id);
  expect(complejos.length).toBeGreaterThanOrEqual(2);
  administratorRole = (await t.db.select().from(roles).where(eq(roles.name, 'administrador')))[0]!.id;
});
afterAll(() => t.close());

describe('1. nobody grants more than they hold', () => {
  it('refuses an employee-screens login creating an administrator or a wider profile, or raising itself', async () => {
    const employeesOnly = await profile(
      'solo-empleados',
      ['/complejo'],
      ['empleados/listado', 'empleados/nuevo', 'empleados/modificar'],
    );
    const desk = await profile('porteria-ampliada', ['/complejo', '/porteria'], ['encomiendas/listado']);
    const clerk = await staff('clerk', employeesOnly, [complejos[0]!]);
    const usersBefore = (await t.db.select().from(users)).length;

    const asAdministrator = await t.call(contract.employees.create, {
      headers: clerk.headers,
      body: employeeBody(administratorRole),
    });
    expect(asAdministrator.statusCode).toBe(403);
    expect(asAdministrator.json()).toEqual({ ok: false, message: refusals.administratorsOnly });

    const wider = await t.call(contract.employees.create, { headers: clerk.headers, body: employeeBody(desk) });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().message).toBe(refusals.beyondOwnProfile(['módulo porteria', 'Encomiendas · Ver el listado']));
    expect((await t.db.select().from(users)).length).toBe(usersBefore);

    const raised = await t.call(contract.employees.update, {
      headers: clerk.headers,
      body: employeeUpdate(clerk, administratorRole, { email: clerk.email }),
    });
    expect(raised.statusCode).toBe(403);
    expect(raised.json().message).toBe(refusals.ownProfile);
    const [self] = await t.db.select().from(users).where(eq(users.id, clerk.userId));
    expect(self!.roleId).toBe(employeesOnly);

    // The same profile, or a narrower one, is the clerk's to give.
    const same = await t.call(contract.employees.create, { headers: clerk.headers, body: employeeBody(employeesOnly) });
    expect(same.statusCode).toBe(200);
  });

  it('refuses changing an administrator’s login (its e-mail would take the account over) or status', async () => {
    const employeesOnly = await profile(
      'empleados-2',
      ['/complejo'],
      ['empleados/listado', 'empleados/nuevo', 'empleados/modificar'],
    );
    const clerk = await staff('clerk2', employeesOnly, [complejos[0]!]);
    const boss = await staff('jefa', administratorRole, [complejos[0]!]);
    const takeover = await t.call(contract.employees.update, {
      headers: clerk.headers,
      body: employeeUpdate(boss, administratorRole, { email: 'mio@correo.com.uy' }),
    });
    expect(takeover.statusCode).toBe(403);
    const off = await t.call(contract.employees.status, {
      headers: clerk.headers,
      body: { id: boss.employeeId, status: 'inactivo' },
    });
    expect(off.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, boss.userId));
    expect(row).toMatchObject({ email: boss.email, status: 'activo' });
    // An administrator may.
    const byAdmin = await t.call(contract.employees.status, {
      as: admin,
      body: { id: boss.employeeId, status: 'inactivo' },
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('refuses a profile editor widening a profile or editing its own', async () => {
    const editor = await profile(
      'editor-perfiles',
      ['/complejo'],
      ['perfiles/listado', 'perfiles/nuevo', 'perfiles/modificar'],
    );
    const author = await staff('autora', editor, [complejos[0]!]);
    const catalog = (await t.call(contract.roles.findAll, { headers: author.headers, params: { id: company } })).json()
      .modules as { id: number; route: string; functionalities: { id: number; screen: string }[] }[];
    const complejo = catalog.find((module) => module.route === '/complejo')!;
    const idOf = (screen: string) => complejo.functionalities.find((f) => f.screen === screen)!.id;

    const wider = await t.call(contract.roles.create, {
      headers: author.headers,
      body: {
        companyId: company,
        name: 'Todo residentes',
        description: 'Residentes',
        moduleIds: [complejo.id],
        functionalityIds: [idOf('residentes/listado')],
      },
    });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().message).toBe(refusals.beyondOwnProfile(['Residentes · Ver el listado']));

    const own = await t.call(contract.roles.update, {
      headers: author.headers,
      body: {
        id: editor,
        name: 'editor-perfiles',
        description: 'más',
        moduleIds: [complejo.id],
        functionalityIds: [idOf('perfiles/listado')],
      },
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(refusals.ownProfile);

    const narrower = await t.call(contract.roles.create, {
      headers: author.headers,
      body: {
        companyId: company,
        name: 'Solo ver perfiles',
        description: 'Consulta',
        moduleIds: [complejo.id],
        functionalityIds: [idOf('perfiles/listado')],
      },
    });
    expect(narrower.statusCode).toBe(200);
  });
});

describe('2. a screen is not an action', () => {
  it('lets a list-only profile read its list but not delete or change a status', async () => {
    const reader = await profile('lectura', ['/complejo'], ['despensas/listado', 'empleados/listado']);
    const viewer = await staff('lectora', reader, [complejos[0]!]);
    const list = await t.call(contract.pantries.findAll, { headers: viewer.headers, params: { id: complejos[0]! } });
    expect(list.statusCode).toBe(200);
    const pantry = list.json().pantries[0] as { id: number };
    const removed = await t.call(contract.pantries.remove, { headers: viewer.headers, params: { id: pantry.id } });
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual({ ok: false, message: refusals.noFunctionality });
    expect(await t.db.select().from(pantries).where(eq(pantries.id, pantry.id))).toHaveLength(1);

    const colleague = await staff('colega', reader, [complejos[0]!]);
    const status = await t.call(contract.employees.status, {
      headers: viewer.headers,
      body: { id: colleague.employeeId, status: 'inactivo' },
    });
    expect(status.statusCode).toBe(403);
  });
});

describe('3. inside a company, the caller’s complejos', () => {
  it('hides and protects the staff of a complejo the administrator does not work on', async () => {
    const [mine, theirs] = complejos as [number, number];
    const onlyMine = await staff('admin-uno', administratorRole, [mine]);
    const elsewhere = await staff('portero-dos', administratorRole, [theirs]);
    const both = await staff('encargado', administratorRole, [mine, theirs]);

    const listed = await t.call(contract.employees.findAll, { headers: onlyMine.headers, params: { id: company } });
    const ids = (listed.json().employees as { id: number }[]).map((employee) => employee.id);
    expect(ids).toContain(onlyMine.employeeId);
    expect(ids).not.toContain(elsewhere.employeeId);
    expect(ids).not.toContain(both.employeeId);

    for (const target of [elsewhere, both]) {
      const status = await t.call(contract.employees.status, {
        headers: onlyMine.headers,
        body: { id: target.employeeId, status: 'inactivo' },
      });
      expect(status.statusCode).toBe(404);
      const moved = await t.call(contract.employees.update, {
        headers: onlyMine.headers,
        body: employeeUpdate(target, administratorRole, { email: target.email, buildingIds: [mine] }),
      });
      expect(moved.statusCode).toBe(404);
    }
    const assigned = await t.db
      .select()
      .from(userBuildings)
      .where(and(eq(userBuildings.userId, both.userId), eq(userBuildings.buildingId, theirs)));
    expect(assigned).toHaveLength(1);
    const [still] = await t.db.select().from(users).where(eq(users.id, elsewhere.userId));
    expect(still!.status).toBe('activo');
  });
});
