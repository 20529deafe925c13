import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, systemHeaders, type TestApp } from '../../core/test/test-app';
import { sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { demoLogins } from '../../seed/demo';

const [, admin] = demoLogins;
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

describe('POST /auth/signin', () => {
  it('signs in the demo administrator with a token and indCreated', async () => {
    const res = await signin({ email: admin.email, password: admin.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, indCreated: false });
    expect(body.token).toMatch(/^[\w-]{43}$/);
  });

  it('answers the session user with the token, the same as POST /auth/data then does', async () => {
    const body = (await signin({ email: admin.email, password: admin.password })).json();
    const data = await t.app.inject({
      method: 'POST',
      url: '/api/auth/data',
      headers: { ...systemHeaders, 'x-token': body.token },
      payload: {},
    });
    expect(body.user).toMatchObject({ email: admin.email, buildings: [{ id: 1, name: 'Complejo Parque Batlle' }] });
    expect(body.user).toEqual(data.json().user);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await signin({ email: `  ${admin.email.toUpperCase()} `, password: admin.password });
    expect(res.json().ok).toBe(true);
  });

  it('refuses a wrong password and an unknown e-mail with the same Spanish message', async () => {
    const wrong = await signin({ email: admin.email, password: 'Otra#Clave1' });
    const unknown = await signin({ email: 'nadie@horizontal.uy', password: admin.password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      ok: false,
      message: expect.stringMatching(/correo o la contraseña no son correctos/),
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('asks for the missing fields in Spanish', async () => {
    expect((await signin({ email: '', password: 'x' })).json()).toEqual({
      ok: false,
      message: 'Ingrese su correo electrónico.',
    });
    expect((await signin({ email: admin.email, password: '' })).json().message).toBe('Ingrese su contraseña.');
    expect((await signin({ email: 'no-es-correo', password: 'x' })).json().message).toMatch(
      /correo electrónico válido/,
    );
    expect((await signin({})).statusCode).toBe(400);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { ...systemHeaders, 'content-type': 'application/json' },
      payload: '{"email": "admin@',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: 'La solicitud no es un JSON válido. Revise los datos enviados.' });
    expect(res.body).not.toMatch(/at |stack|Error:/);
  });

  it('refuses a call without x-system', async () => {
    const res = await signin({ email: admin.email, password: admin.password }, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: 'Falta la cabecera x-system o su valor no es válido.' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, admin.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row!.passwordHash).not.toContain(admin.password);
  });

  it('keeps only the hash of the session token', async () => {
    const token = await tokenOf(admin);
    const stored = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    const raw = await t.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });
});

describe('unknown API paths', () => {
  it('answer 404 in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/existe', headers: systemHeaders });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'La dirección solicitada no existe.' });
  });
});
