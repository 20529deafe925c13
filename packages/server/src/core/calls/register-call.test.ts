import { answerSchema, defineCall, okAnswer } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { createTestApp, systemHeaders, type TestApp } from '../test/test-app';
import { contractCalls } from './contract-calls';
import { registerCall } from './register-call';

const [master, admin, , desk] = demoLogins;

const calls = {
  masterOnly: defineCall({
    name: 'test.masterOnly',
    method: 'GET',
    path: '/test/master',
    public: false,
    only: 'master',
    request: z.undefined(),
    response: answerSchema,
  }),
  residents: defineCall({
    name: 'test.residents',
    method: 'GET',
    path: '/test/residents',
    public: false,
    module: '/complejo',
    functionality: 'residentes/listado',
    request: z.undefined(),
    response: answerSchema,
  }),
  shipments: defineCall({
    name: 'test.shipments',
    method: 'GET',
    path: '/test/shipments',
    public: false,
    module: '/porteria',
    functionality: 'encomiendas/listado',
    request: z.undefined(),
    response: answerSchema,
  }),
  echo: defineCall({
    name: 'test.echo',
    method: 'POST',
    path: '/test/echo/{id}',
    public: true,
    params: z.object({
      id: z.coerce
        .number({ error: 'El id debe ser un número positivo.' })
        .int()
        .positive('El id debe ser un número positivo.'),
    }),
    request: z.object({ text: z.string({ error: 'Falta el texto.' }) }),
    response: okAnswer({ id: z.number(), text: z.string() }),
  }),
  broken: defineCall({
    name: 'test.broken',
    method: 'GET',
    path: '/test/broken',
    public: true,
    request: z.undefined(),
    response: okAnswer({ count: z.number() }),
  }),
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.register(
    contractCalls(async (api) => {
      registerCall(api, calls.masterOnly, async () => ({ message: 'OK' }));
      registerCall(api, calls.residents, async () => ({ message: 'OK' }));
      registerCall(api, calls.shipments, async () => ({ message: 'OK' }));
      registerCall(api, calls.echo, async ({ params, body }) => ({ message: 'OK', id: params.id, text: body.text }), {
        limit: { name: 'echo', limit: { max: 3, windowSeconds: 60 } },
      });
      // An answer that breaks its own contract must never leave the server.
      registerCall(api, calls.broken, async () => ({ message: 'OK', count: 'muchos' }) as never);
    }),
    { prefix: '/api' },
  );
});
afterAll(() => t.close());

const get = async (url: string, login?: { email: string; password: string }) =>
  t.app.inject({ method: 'GET', url, headers: login ? await t.headersOf(login) : systemHeaders });

describe('registerCall', () => {
  it('lets only the master call a master call', async () => {
    expect((await get('/api/test/master', master)).json()).toEqual({ ok: true, message: 'OK' });
    const refused = await get('/api/test/master', admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ok: false, message: 'Solo el usuario maestro puede realizar esta operación.' });
  });

  it('checks the module and the screen of the call against the caller’s profile', async () => {
    expect((await get('/api/test/residents', admin)).statusCode).toBe(200);
    expect((await get('/api/test/shipments', desk)).statusCode).toBe(200);
    const refused = await get('/api/test/residents', desk);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Su perfil no tiene acceso a este módulo.');
  });

  it('lets a user with a temporary password do nothing but change it', async () => {
    const headers = await t.headersOf(desk);
    await t.db.update(users).set({ indCreated: true }).where(eq(users.email, desk.email));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/test/shipments', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Debe cambiar su contraseña temporal antes de continuar.');
      const data = await t.app.inject({ method: 'POST', url: '/api/auth/data', headers, payload: {} });
      expect(data.statusCode).toBe(200);
    } finally {
      await t.db.update(users).set({ indCreated: false }).where(eq(users.email, desk.email));
    }
  });

  it('validates params and body with the contract, in Spanish', async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: systemHeaders, payload, remoteAddress: '10.9.0.1' });
    expect((await post('/api/test/echo/7', { text: 'hola' })).json()).toEqual({
      ok: true,
      message: 'OK',
      id: 7,
      text: 'hola',
    });
    const badParam = await post('/api/test/echo/abc', { text: 'hola' });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json()).toEqual({ ok: false, message: 'El id debe ser un número positivo.' });
    expect((await post('/api/test/echo/7', {})).json()).toEqual({ ok: false, message: 'Falta el texto.' });
  });

  it('limits a public call per IP', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/echo/1',
        headers: systemHeaders,
        payload: { text: 'x' },
        remoteAddress: '10.9.0.2',
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post()).statusCode).toBe(200);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Demasiados intentos. Espere unos minutos e intente nuevamente.');
  });

  it('answers a broken answer with a generic Spanish 500 and no stack trace', async () => {
    const res = await get('/api/test/broken');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      ok: false,
      message: 'Ocurrió un error inesperado en el servidor. Intente nuevamente en unos minutos.',
    });
    expect(res.body).not.toMatch(/ZodError|at |stack|muchos/);
  });
});
