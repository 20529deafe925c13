import { ciFromBody, contract } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalRoleId } from '../../core/test/staff';
import { createTestApp, mailText, type TestApp } from '../../core/test/test-app';
import { auditLog, buildings, companies, employees, roles, userBuildings, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, admin, adminB] = demoLogins;
const calls = contract.employees;
let t: TestApp;
let asAdmin: Record<string, string>;
const a = { company: 0, parque: 0, buceo: 0, playa: 0, deskRole: 0, adminRole: 0, masterRole: 0, roleB: 0 };

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin);
  const building = async (name: string) => (await t.db.select().from(buildings).where(eq(buildings.name, name)))[0]!.id;
  a.company = (await t.db.select().from(companies).where(eq(companies.rut, '217654320011')))[0]!.id;
  a.parque = await building('Complejo Parque Batlle');
  a.buceo = await building('Torres del Buceo');
  a.playa = await building('Residencial Playa Brava');
  a.deskRole = (await t.db.select().from(roles).where(eq(roles.name, 'porteria')))[0]!.id;
  a.adminRole = await globalRoleId(t, 'administrador');
  a.masterRole = await globalRoleId(t, 'master');
  const [companyB] = await t.db.select().from(companies).where(eq(companies.rut, '214567890018'));
  a.roleB = (
    await t.db.insert(roles).values({ companyId: companyB!.id, name: 'caja', description: 'Caja' }).returning()
  )[0]!.id;
});
afterAll(() => t.close());

const worker = (overrides: Record<string, unknown> = {}) => ({
  companyId: a.company,
  name: 'Andrés Olivera',
  identity: ciFromBody(3_987_123),
  email: 'Andres.Olivera@DelPrado.com.uy',
  phone: '99445566',
  position: 'Portero nocturno',
  hiredOn: '2025-11-01',
  roleId: a.deskRole,
  buildingIds: [a.parque],
  ...overrides,
});

describe('employees', () => {
  let id = 0;
  let temporary = '';

  it('lists the staff of the administradora with their login, profile and complejos', async () => {
    const res = await t.call(calls.findAll, { headers: asAdmin, params: { id: a.company } });
    expect(res.json().employees).toEqual([
      expect.objectContaining({
        name: 'Jorge Cabrera',
        email: 'porteria@horizontal.uy',
        position: 'Portero',
        role: { id: a.deskRole, name: 'porteria', description: 'Portería' },
        buildings: [{ id: a.parque, name: 'Complejo Parque Batlle' }],
        status: 'activo',
      }),
    ]);
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it('creates an employee whose login has a temporary password e-mailed to them', async () => {
    const before = (await t.outbox()).length;
    const res = await t.call(calls.create, { headers: asAdmin, body: worker() });
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Empleado creado. Le enviamos por correo su contraseña temporal.',
      employee: { email: 'andres.olivera@delprado.com.uy', position: 'Portero nocturno', roleId: a.deskRole },
    });
    id = res.json().employee.id;
    const mails = (await t.outbox()).slice(before).map(mailText);
    expect(mails).toHaveLength(1);
    temporary = mails[0]!.match(/Contraseña temporal: (\S+)/)![1]!;
    const [row] = await t.db.select().from(users).where(eq(users.email, 'andres.olivera@delprado.com.uy'));
    expect(row).toMatchObject({ indCreated: true, companyId: a.company, roleId: a.deskRole });
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'employees'));
    expect(trail.map((entry) => [entry.action, entry.entityId])).toContainEqual(['create', String(id)]);
  });

  it('lets the employee sign in and reach only their profile’s modules', async () => {
    const session = await t.headersOf({ email: 'andres.olivera@delprado.com.uy', password: temporary });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change',
      headers: session,
      payload: { currentPassword: temporary, newPassword: 'Portero#2026' },
    });
    expect(changed.json().ok).toBe(true);
    const own = await t.headersOf({ email: 'andres.olivera@delprado.com.uy', password: 'Portero#2026' });
    const data = await t.app.inject({ method: 'POST', url: '/api/auth/data', headers: own, payload: {} });
    expect(data.json().user.modules.map((m: { route: string }) => m.route)).toEqual(['/porteria']);
    expect(data.json().user.buildings).toEqual([{ id: a.parque, name: 'Complejo Parque Batlle' }]);
    const refused = await t.call(contract.apartments.findAll, { headers: own, params: { id: a.parque } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Su perfil no tiene acceso a este módulo.');
  });

  it('refuses a bad CI, e-mail or phone, a taken e-mail, a foreign profile or complejo, writing nothing', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ identity: '45678900', email: 'x0@correo.com.uy' }, 400, /cédula/i],
      [{ email: 'no-es-correo' }, 400, /correo/i],
      [{ email: 'x1@correo.com.uy', phone: '12' }, 400, /teléfono/i],
      [{ email: admin.email }, 409, /Ya existe un usuario con ese correo/],
      [{ email: 'x2@correo.com.uy', roleId: a.masterRole }, 400, /perfil de la administradora/],
      [{ email: 'x3@correo.com.uy', roleId: a.roleB }, 400, /perfil de la administradora/],
      [{ email: 'x4@correo.com.uy', buildingIds: [a.playa] }, 400, /complejos elegidos/],
      // Of the same company, but not one of the complejos this administrator works on.
      [{ email: 'x5@correo.com.uy', buildingIds: [a.buceo] }, 400, /complejos elegidos/],
      [{ email: 'x6@correo.com.uy', buildingIds: [] }, 400, /al menos un complejo/],
    ];
    const before = { users: await t.db.select().from(users), employees: await t.db.select().from(employees) };
    for (const [overrides, status, message] of cases) {
      const res = await t.call(calls.create, { headers: asAdmin, body: worker(overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect({ users: await t.db.select().from(users), employees: await t.db.select().from(employees) }).toEqual(before);
  });

  it('updates the login and the employee data together', async () => {
    const res = await t.call(calls.update, {
      headers: asAdmin,
      body: { ...worker({ phone: '99000111', position: 'Encargado', roleId: a.adminRole }), companyId: undefined, id },
    });
    expect(res.json().employee).toMatchObject({
      phone: '99000111',
      position: 'Encargado',
      role: { name: 'administrador' },
      email: 'andres.olivera@delprado.com.uy',
    });
  });

  it('deactivates an employee, closing their sessions', async () => {
    const session = await t.headersOf({ email: 'andres.olivera@delprado.com.uy', password: 'Portero#2026' });
    const res = await t.call(calls.status, { headers: asAdmin, body: { id, status: 'inactivo' } });
    expect(res.json()).toMatchObject({ ok: true, employee: { status: 'inactivo' } });
    const data = await t.app.inject({ method: 'POST', url: '/api/auth/data', headers: session, payload: {} });
    expect(data.statusCode).toBe(401);
    await t.call(calls.status, { headers: asAdmin, body: { id, status: 'activo' } });
    await t.headersOf({ email: 'andres.olivera@delprado.com.uy', password: 'Portero#2026' });
  });

  it('lets an administrator of company B neither read nor change company A’s staff', async () => {
    const asB = await t.headersOf(adminB);
    const snapshot = async () => ({
      users: await t.db.select().from(users).where(eq(users.companyId, a.company)),
      employees: await t.db.select().from(employees),
      userBuildings: await t.db.select().from(userBuildings),
    });
    const before = await snapshot();
    for (const res of [
      await t.call(calls.findAll, { headers: asB, params: { id: a.company } }),
      await t.call(calls.create, { headers: asB, body: worker({ email: 'intruso@correo.com.uy' }) }),
      await t.call(calls.update, { headers: asB, body: { ...worker(), companyId: undefined, id } }),
      await t.call(calls.status, { headers: asB, body: { id, status: 'inactivo' } }),
    ]) {
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().ok).toBe(false);
      expect(res.body).not.toContain('Olivera');
    }
    expect(await snapshot()).toEqual(before);
  });
});
