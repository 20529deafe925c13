import { contract, roleMessages } from '@horizontal/domain';
import { moduleScreens } from '@horizontal/domain/demo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff, globalRoleId } from '../../core/test/staff';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import {
  auditLog,
  companies,
  functionalities,
  modules,
  roleFunctionalities,
  roleModules,
  roles,
} from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [master, admin, adminB, desk] = demoLogins;
const calls = contract.roles;
let t: TestApp;
let asAdmin: Record<string, string>;
const a = { company: 0, companyB: 0, complejo: 0, porteria: 0, deskRole: 0, adminRole: 0 };
const screenId = async (screen: string) =>
  (await t.db.select().from(functionalities).where(eq(functionalities.screen, screen)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin);
  a.company = (await t.db.select().from(companies).where(eq(companies.rut, '217654320011')))[0]!.id;
  a.companyB = (await t.db.select().from(companies).where(eq(companies.rut, '214567890018')))[0]!.id;
  a.complejo = (await t.db.select().from(modules).where(eq(modules.route, '/complejo')))[0]!.id;
  a.porteria = (await t.db.select().from(modules).where(eq(modules.route, '/porteria')))[0]!.id;
  a.deskRole = (await t.db.select().from(roles).where(eq(roles.name, 'porteria')))[0]!.id;
  a.adminRole = await globalRoleId(t, 'administrador');
});
afterAll(() => t.close());

/** A profile's body; its shown name follows its name, as two profiles may not be shown alike. */
const profile = async (overrides: Record<string, unknown> = {}) => ({
  companyId: a.company,
  name: 'Contaduría',
  description: `Perfil ${overrides.name ?? 'Contaduría'}`,
  moduleIds: [a.complejo],
  functionalityIds: [await screenId('apartamentos/listado'), await screenId('residentes/listado')],
  ...overrides,
});

describe('roles', () => {
  let id = 0;

  it('lists the profiles of the administradora and the catalog of modules and screens', async () => {
    const res = await t.call(calls.findAll, { headers: asAdmin, params: { id: a.company } });
    const body = res.json();
    expect(body.roles.map((role: { name: string }) => role.name)).toEqual(['porteria']);
    expect(body.roles[0].modules).toEqual([{ id: a.porteria, name: 'Portería', route: '/porteria' }]);
    expect(body.roles[0].functionalities).toHaveLength(
      moduleScreens.find((entry) => entry.route === '/porteria')!.screens.length,
    );
    expect(body.modules.map((module: { route: string }) => module.route)).toEqual(moduleScreens.map((e) => e.route));
    expect(body.modules.find((m: { id: number }) => m.id === a.complejo).functionalities).toHaveLength(
      moduleScreens.find((entry) => entry.route === '/complejo')!.screens.length,
    );
  });

  it('creates and updates a profile with its modules and screens, in the audit trail', async () => {
    const created = await t.call(calls.create, { headers: asAdmin, body: await profile() });
    expect(created.json()).toMatchObject({
      ok: true,
      message: 'Perfil creado.',
      role: { companyId: a.company, name: 'Contaduría', modules: [{ id: a.complejo, route: '/complejo' }] },
    });
    id = created.json().role.id;
    expect(
      created
        .json()
        .role.functionalities.map((f: { screen: string }) => f.screen)
        .sort(),
    ).toEqual(['apartamentos/listado', 'residentes/listado']);
    const updated = await t.call(calls.update, {
      headers: asAdmin,
      body: {
        ...(await profile({ name: 'Contaduría y portería', functionalityIds: [await screenId('visitas/listado')] })),
        companyId: undefined,
        id,
        moduleIds: [a.complejo, a.porteria],
      },
    });
    expect(updated.json().role).toMatchObject({ name: 'Contaduría y portería' });
    expect(await t.db.select().from(roleModules).where(eq(roleModules.roleId, id))).toHaveLength(2);
    expect(await t.db.select().from(roleFunctionalities).where(eq(roleFunctionalities.roleId, id))).toEqual([
      { roleId: id, functionalityId: await screenId('visitas/listado') },
    ]);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(trail.map((entry) => `${entry.entity}.${entry.action}`)).toEqual(
      expect.arrayContaining(['roles.create', 'role_grants.assign', 'roles.update']),
    );
  });

  it('refuses a repeated name, an unknown module, a screen outside the modules and no module, writing nothing', async () => {
    const before = {
      roles: await t.db.select().from(roles),
      modules: await t.db.select().from(roleModules),
      screens: await t.db.select().from(roleFunctionalities),
    };
    const repeated = await t.call(calls.create, { headers: asAdmin, body: await profile({ name: 'PORTERIA' }) });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().message).toBe('La administradora ya tiene un perfil llamado «PORTERIA».');
    const unknown = await t.call(calls.create, {
      headers: asAdmin,
      body: await profile({ name: 'X', moduleIds: [a.complejo, 99_999] }),
    });
    expect(unknown.json()).toEqual({ ok: false, message: 'Alguno de los módulos no existe.' });
    const outside = await t.call(calls.create, {
      headers: asAdmin,
      body: await profile({ name: 'X', functionalityIds: [await screenId('visitas/listado')] }),
    });
    expect(outside.json().message).toBe('Cada funcionalidad debe pertenecer a uno de los módulos elegidos.');
    const none = await t.call(calls.create, { headers: asAdmin, body: await profile({ name: 'X', moduleIds: [] }) });
    expect(none.json()).toEqual({ ok: false, message: 'Seleccione al menos un módulo.' });
    const blank = await t.call(calls.create, { headers: asAdmin, body: await profile({ name: '' }) });
    expect(blank.json().message).toBe('Ingrese el nombre del perfil.');
    expect({
      roles: await t.db.select().from(roles),
      modules: await t.db.select().from(roleModules),
      screens: await t.db.select().from(roleFunctionalities),
    }).toEqual(before);
  });

  it('refuses a second profile shown with the same name, its own or a global one, in any case', async () => {
    const own = await t.call(calls.create, {
      headers: asAdmin,
      body: await profile({ name: 'caja', description: 'Caja y cobranzas' }),
    });
    expect(own.statusCode).toBe(200);
    for (const description of ['CAJA Y COBRANZAS', 'Administrador de complejos']) {
      const twice = await t.call(calls.create, {
        headers: asAdmin,
        body: await profile({ name: `otra-${description.length}`, description }),
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ ok: false, message: roleMessages.descriptionTaken(description) });
    }
    const other = await t.call(calls.create, {
      headers: asAdmin,
      body: await profile({ name: 'caja-auxiliar', description: 'Caja auxiliar' }),
    });
    const renamed = await t.call(calls.update, {
      headers: asAdmin,
      body: {
        ...(await profile({ name: 'caja-auxiliar', description: 'caja y cobranzas' })),
        companyId: undefined,
        id: other.json().role.id,
      },
    });
    expect(renamed.json()).toEqual({ ok: false, message: roleMessages.descriptionTaken('caja y cobranzas') });
    // Keeping its own shown name is no conflict.
    const kept = await t.call(calls.update, {
      headers: asAdmin,
      body: {
        ...(await profile({ name: 'caja', description: 'Caja y cobranzas' })),
        companyId: undefined,
        id: own.json().role.id,
      },
    });
    expect(kept.statusCode).toBe(200);
  });

  it('keeps the global profiles unchangeable, even for the master', async () => {
    const asMaster = await t.headersOf(master);
    const res = await t.call(calls.update, {
      headers: asMaster,
      body: { id: a.adminRole, name: 'Administración', description: 'x', moduleIds: [a.complejo] },
    });
    expect(res.statusCode).toBe(403);
    const asTenant = await t.call(calls.update, {
      headers: asAdmin,
      body: { id: a.adminRole, name: 'Administración', description: 'x', moduleIds: [a.complejo] },
    });
    expect(asTenant.statusCode).toBe(404);
  });

  it('refuses a profile without the Complejo module', async () => {
    const res = await t.call(calls.findAll, { headers: await t.headersOf(desk), params: { id: a.company } });
    expect(res.statusCode).toBe(403);
  });

  it('lets an administrator of company B neither read nor change company A’s profiles', async () => {
    const asB = await t.headersOf(adminB);
    const snapshot = async () => ({
      roles: await t.db.select().from(roles).where(eq(roles.companyId, a.company)),
      modules: await t.db.select().from(roleModules),
      screens: await t.db.select().from(roleFunctionalities),
    });
    const before = await snapshot();
    for (const res of [
      await t.call(calls.findAll, { headers: asB, params: { id: a.company } }),
      await t.call(calls.create, { headers: asB, body: await profile({ name: 'Intruso' }) }),
      await t.call(calls.update, {
        headers: asB,
        body: { ...(await profile({ name: 'Intruso' })), companyId: undefined, id: a.deskRole },
      }),
    ]) {
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().ok).toBe(false);
      expect(res.body).not.toContain('porteria');
    }
    expect(await snapshot()).toEqual(before);
    const own = await t.call(calls.findAll, { headers: asB, params: { id: a.companyB } });
    expect(own.json().roles).toEqual([]);
  });
});

describe('the profiles as the employee form reads them', () => {
  it('lets a staff member with only the employees’ screens read the profiles to give one, and change none', async () => {
    const roleId = await createProfile(
      t,
      a.company,
      'personal-rrhh',
      ['/complejo'],
      ['empleados/listado', 'empleados/nuevo'],
    );
    const staff = await createStaff(t, a.company, 'rrhh', roleId, []);
    const read = await t.call(calls.findAll, { headers: staff.headers, params: { id: a.company } });
    expect(read.statusCode).toBe(200);
    expect(read.json().roles.map((role: { name: string }) => role.name)).toContain('porteria');
    const create = await t.call(calls.create, { headers: staff.headers, body: await profile({ name: 'Otro' }) });
    expect(create.statusCode).toBe(403);
    const update = await t.call(calls.update, {
      headers: staff.headers,
      body: { ...(await profile({ name: 'Otro' })), companyId: undefined, id: a.deskRole },
    });
    expect(update.statusCode).toBe(403);
  });
});
