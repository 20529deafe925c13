import { ciFromBody, contract, formatCi, userMessages } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailText, systemHeaders, type TestApp } from '../../core/test/test-app';
import { buildings, companies, roles, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [master, admin, adminB] = demoLogins;
const calls = contract.users;
let t: TestApp;
let asMaster: Record<string, string>;
let companyA: number;
let companyB: number;
let parque: number;
let playa: number;
let adminRole: number;
let masterRole: number;
let deskRole: number;

beforeAll(async () => {
  t = await createTestApp();
  asMaster = await t.headersOf(master);
  companyA = (await t.db.select().from(companies).where(eq(companies.rut, '217654320011')))[0]!.id;
  companyB = (await t.db.select().from(companies).where(eq(companies.rut, '214567890018')))[0]!.id;
  parque = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
  playa = (await t.db.select().from(buildings).where(eq(buildings.name, 'Residencial Playa Brava')))[0]!.id;
  const roleRows = await t.db.select().from(roles);
  adminRole = roleRows.find((role) => role.name === 'administrador')!.id;
  masterRole = roleRows.find((role) => role.name === 'master')!.id;
  deskRole = roleRows.find((role) => role.name === 'porteria')!.id;
});
afterAll(() => t.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Valeria Castro',
  identity: formatCi(ciFromBody(4_567_890)),
  email: 'Valeria.Castro@delprado.com.uy',
  phone: '99445566',
  roleId: adminRole,
  companyId: companyA,
  buildingIds: [parque],
  ...overrides,
});

const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: systemHeaders, payload: { email, password } });

describe('users (master only)', () => {
  let createdId = 0;
  let temporary = '';

  it('lists every login with role, company and complejos, never a password', async () => {
    const res = await t.call(calls.findAll, { headers: asMaster });
    const list = res.json().users;
    expect(list).toHaveLength(4);
    const martin = list.find((user: { email: string }) => user.email === admin.email);
    expect(martin).toMatchObject({
      role: { name: 'administrador' },
      company: { id: companyA, name: 'Administradora del Prado S.A.' },
      buildings: [{ id: parque, name: 'Complejo Parque Batlle' }],
      status: 'activo',
    });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it('creates a user with a temporary password e-mailed to them, who must change it', async () => {
    const before = (await t.outbox()).length;
    const res = await t.call(calls.create, { headers: asMaster, body: newUser() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      message: 'Usuario creado. Le enviamos por correo su contraseña temporal.',
      user: { email: 'valeria.castro@delprado.com.uy', identity: ciFromBody(4_567_890), buildings: [{ id: parque }] },
    });
    createdId = body.user.id;
    const mails = (await t.outbox()).slice(before).map(mailText);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: valeria\.castro@delprado\.com\.uy$/m);
    temporary = mails[0]!.match(/Contraseña temporal: (\S+)/)![1]!;
    const [row] = await t.db.select().from(users).where(eq(users.id, createdId));
    expect(row!.indCreated).toBe(true);
    expect(row!.passwordHash).not.toContain(temporary);
    expect((await signin('valeria.castro@delprado.com.uy', temporary)).json()).toMatchObject({
      ok: true,
      indCreated: true,
    });
  });

  it('refuses an invalid CI, a repeated e-mail and mismatched role, company and complejos', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ identity: '45678900', email: 'otra@correo.com.uy' }, 400, /cédula/i],
      [{}, 409, /Ya existe un usuario con ese correo/],
      [{ email: 'x1@correo.com.uy', roleId: 99999 }, 400, /perfil elegido no existe/],
      [{ email: 'x2@correo.com.uy', roleId: masterRole }, 400, /maestro no pertenece/],
      [{ email: 'x3@correo.com.uy', companyId: null }, 400, /Seleccione la administradora/],
      [
        { email: 'x4@correo.com.uy', roleId: deskRole, companyId: companyB, buildingIds: [playa] },
        400,
        /perfil es de otra/,
      ],
      [{ email: 'x5@correo.com.uy', buildingIds: [playa] }, 400, /no es de esa administradora/],
      [{ email: 'x6@correo.com.uy', phone: '0991' }, 400, /teléfono/i],
    ];
    const before = await t.db.select().from(users);
    for (const [overrides, status, message] of cases) {
      const res = await t.call(calls.create, { headers: asMaster, body: newUser(overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await t.db.select().from(users)).toHaveLength(before.length);
  });

  it('updates a user and their complejos', async () => {
    const [buceo] = await t.db.select().from(buildings).where(eq(buildings.name, 'Torres del Buceo'));
    const res = await t.call(calls.update, {
      headers: asMaster,
      body: { id: createdId, ...newUser({ phone: '99000111', buildingIds: [parque, buceo!.id] }) },
    });
    expect(res.json().user).toMatchObject({
      phone: '99000111',
      buildings: [{ name: 'Complejo Parque Batlle' }, { name: 'Torres del Buceo' }],
    });
  });

  it('deactivates a user, closing their sessions, and lets the master reactivate them', async () => {
    const session = await t.headersOf({ email: 'valeria.castro@delprado.com.uy', password: temporary });
    const res = await t.call(calls.status, { headers: asMaster, body: { id: createdId, status: 'inactivo' } });
    expect(res.json()).toMatchObject({ ok: true, user: { status: 'inactivo' } });
    const data = await t.app.inject({ method: 'POST', url: '/api/auth/data', headers: session, payload: {} });
    expect(data.statusCode).toBe(401);
    expect((await signin('valeria.castro@delprado.com.uy', temporary)).statusCode).toBe(403);
    const invalid = await t.call(calls.status, { headers: asMaster, body: { id: createdId, status: 'borrado' } });
    expect(invalid.json().message).toMatch(/El estado no es válido/);
    await t.call(calls.status, { headers: asMaster, body: { id: createdId, status: 'activo' } });
    expect((await signin('valeria.castro@delprado.com.uy', temporary)).statusCode).toBe(200);
  });

  it('does not let the master deactivate themself', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.email, master.email));
    const res = await t.call(calls.status, { headers: asMaster, body: { id: me!.id, status: 'inactivo' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No puede desactivar su propio usuario.');
  });

  it('sends a new temporary password: the old one stops working, sessions close, the next sign-in asks to change it', async () => {
    const session = await t.headersOf({ email: 'valeria.castro@delprado.com.uy', password: temporary });
    const before = (await t.outbox()).length;
    const res = await t.call(calls.temporaryPassword, { headers: asMaster, body: { id: createdId } });
    expect(res.json()).toMatchObject({
      ok: true,
      message: userMessages.temporaryPasswordSent('valeria.castro@delprado.com.uy'),
    });
    const mails = (await t.outbox()).slice(before).map(mailText);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Su administradora le asignó una contraseña temporal nueva');
    const fresh = mails[0]!.match(/Contraseña temporal: (\S+)/)![1]!;
    expect(fresh).not.toBe(temporary);
    const data = await t.app.inject({ method: 'POST', url: '/api/auth/data', headers: session, payload: {} });
    expect(data.statusCode).toBe(401);
    expect((await signin('valeria.castro@delprado.com.uy', temporary)).json().ok).toBe(false);
    expect((await signin('valeria.castro@delprado.com.uy', fresh)).json()).toMatchObject({
      ok: true,
      indCreated: true,
    });
    temporary = fresh;
  });

  it('sends no temporary password to an inactive user, to nobody and to the master themself', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.email, master.email));
    await t.call(calls.status, { headers: asMaster, body: { id: createdId, status: 'inactivo' } });
    const before = (await t.outbox()).length;
    const inactive = await t.call(calls.temporaryPassword, { headers: asMaster, body: { id: createdId } });
    expect(inactive.json()).toMatchObject({ ok: false, message: userMessages.temporaryPasswordOfInactive });
    const nobody = await t.call(calls.temporaryPassword, { headers: asMaster, body: { id: 999_999 } });
    expect(nobody.statusCode).toBe(404);
    const own = await t.call(calls.temporaryPassword, { headers: asMaster, body: { id: me!.id } });
    expect(own.json()).toMatchObject({ ok: false, message: userMessages.ownTemporaryPassword });
    expect((await t.outbox()).slice(before)).toHaveLength(0);
    await t.call(calls.status, { headers: asMaster, body: { id: createdId, status: 'activo' } });
    expect((await signin('valeria.castro@delprado.com.uy', temporary)).statusCode).toBe(200);
  });

  it('refuses every call to administrators, changing nothing', async () => {
    const before = await t.db.select().from(users);
    const [martin] = before.filter((user) => user.email === admin.email);
    for (const login of [admin, adminB]) {
      const headers = await t.headersOf(login);
      for (const res of [
        await t.call(calls.findAll, { headers }),
        await t.call(calls.create, { headers, body: newUser({ email: 'intruso@correo.com.uy' }) }),
        await t.call(calls.update, {
          headers,
          body: { id: martin!.id, ...newUser({ email: admin.email, name: 'Tomado' }) },
        }),
        await t.call(calls.status, { headers, body: { id: martin!.id, status: 'inactivo' } }),
        await t.call(calls.temporaryPassword, { headers, body: { id: martin!.id } }),
      ]) {
        expect(res.statusCode).toBe(403);
      }
    }
    expect(await t.db.select().from(users)).toEqual(before);
  });
});
