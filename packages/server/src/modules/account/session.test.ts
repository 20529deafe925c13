import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, systemHeaders, type TestApp } from '../../core/test/test-app';
import { sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { demoLogins } from '../../seed/demo';

const [master, admin] = demoLogins;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signin = (payload: unknown, headers: Record<string, string> = systemHeaders) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', headers, payload: payload as object });

const tokenOf = async (login: { email: string; password: string }) => {
  const res = await signin({ email: login.email, password: login.password });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
};

const data = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/data',
    headers: token ? { ...systemHeaders, 'x-token': token } : systemHeaders,
    payload: { device: null },
  });

describe('POST /auth/data', () => {
  it('returns the administrator with role, menus, buildings and notifications', async () => {
    const res = await data(await tokenOf(admin));
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      name: 'Martín Rodríguez',
      email: admin.email,
      role: { name: 'administrador', description: 'Administrador de complejos' },
      company: { name: 'Administradora del Prado S.A.' },
      buildings: [{ name: 'Complejo Parque Batlle' }],
    });
    expect(user.modules.map((m: { route: string }) => m.route)).toContain('/complejo');
    expect(user.functionalities.length).toBeGreaterThan(10);
    expect(user.notifications[0]).toMatchObject({ typeId: 1, title: 'Nueva reserva' });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('returns the master with no company and no modules', async () => {
    const { user } = (await data(await tokenOf(master))).json();
    expect(user).toMatchObject({ role: { name: 'master' }, company: null, modules: [], buildings: [] });
  });

  it('requires x-token', async () => {
    const res = await data();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, message: 'Debe iniciar sesión para continuar.' });
  });

  it('refuses an unknown token', async () => {
    const res = await data('token-inventado');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sesión expiró o fue cerrada/);
  });

  it('refuses the token of a signed-out session', async () => {
    const token = await tokenOf(admin);
    expect((await data(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { ...systemHeaders, 'x-token': token },
    });
    expect(out.json()).toMatchObject({ ok: true });
    expect((await data(token)).statusCode).toBe(401);
  });

  it('refuses the token of an expired session', async () => {
    const token = await tokenOf(admin);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await data(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sesión expiró/);
  });

  it('refuses an inactive user even with a live token', async () => {
    const token = await tokenOf(admin);
    await t.db.update(users).set({ status: 'inactivo' }).where(eq(users.email, admin.email));
    try {
      expect((await data(token)).statusCode).toBe(403);
      expect((await signin({ email: admin.email, password: admin.password })).statusCode).toBe(403);
    } finally {
      await t.db.update(users).set({ status: 'activo' }).where(eq(users.email, admin.email));
    }
  });
});
