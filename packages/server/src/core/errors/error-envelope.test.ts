import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo';
import { createTestApp, systemHeaders, type TestApp } from '../test/test-app';

/**
 * Issue #15 item 10: whatever is wrong with a request, every answer under /api is `{ ok: false, message }` in
 * Spanish and carries the security headers, including the refusals the router gives before any route or hook.
 */
const [master] = demoLogins;
let t: TestApp;
let asMaster: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  asMaster = await t.headersOf(master);
});
afterAll(() => t.close());

const expectEnvelope = (res: LightMyRequestResponse, status: number, message: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ ok: false, message });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-powered-by']).toBeUndefined();
};

const json = { 'content-type': 'application/json' };

describe('the error envelope', () => {
  it('answers a path parameter over 100 characters in Spanish, with the headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/buildings/findall/${'9'.repeat(101)}`,
      headers: asMaster,
    });
    expectEnvelope(res, 414, 'La dirección solicitada es demasiado larga.');
  });

  it('answers a path the router cannot decode (%zz) in Spanish, with the headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/buildings/findall/%zz', headers: asMaster });
    expectEnvelope(res, 400, 'La dirección solicitada no es válida.');
  });

  it('answers a body that is an array, null or a string with the general message', async () => {
    for (const payload of ['[]', 'null', '"texto"', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/companies/create',
        headers: { ...asMaster, ...json },
        payload,
      });
      expectEnvelope(res, 400, 'Los datos enviados no son válidos.');
    }
  });

  it('never lets zod’s English through, even for a call whose body has no Spanish words of its own', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { ...asMaster, ...json },
      payload: '[]',
    });
    expectEnvelope(res, 400, 'Los datos enviados no son válidos.');
  });

  it('answers malformed JSON, an empty JSON body and a poisoned prototype in Spanish', async () => {
    const cases: [string, string][] = [
      ['{"name": ', 'La solicitud no es un JSON válido. Revise los datos enviados.'],
      ['{"__proto__": {"admin": true}}', 'La solicitud no es un JSON válido. Revise los datos enviados.'],
      ['', 'La solicitud llegó vacía: faltan los datos del formulario.'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/companies/create',
        headers: { ...asMaster, ...json },
        payload,
      });
      expectEnvelope(res, 400, message);
    }
  });

  it('answers a content type other than JSON in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies/create',
      headers: { ...asMaster, 'content-type': 'application/xml' },
      payload: '<company/>',
    });
    expectEnvelope(res, 415, 'La solicitud debe enviarse en formato JSON.');
  });

  it('answers a body over the limit in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies/create',
      headers: { ...asMaster, ...json },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expectEnvelope(res, 413, 'La solicitud es demasiado grande.');
  });

  it('answers an unknown route and a known path with the wrong method in Spanish', async () => {
    expectEnvelope(
      await t.app.inject({ method: 'GET', url: '/api/no-existe', headers: systemHeaders }),
      404,
      'La dirección solicitada no existe.',
    );
    expectEnvelope(
      await t.app.inject({ method: 'PATCH', url: '/api/companies/create', headers: asMaster }),
      404,
      'La dirección solicitada no existe.',
    );
    expectEnvelope(
      await t.app.inject({ method: 'DELETE', url: '/api/companies/findall', headers: asMaster }),
      404,
      'La dirección solicitada no existe.',
    );
  });

  it('refuses a NUL in a text field at the field, in Spanish, not in the database', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies/create',
      headers: asMaster,
      payload: {
        name: 'Administradora\u0000Sur',
        rut: '211003420017',
        email: 'sur@correo.com.uy',
        phone: '24871234',
        address: 'Av. Italia 1234',
      },
    });
    expectEnvelope(res, 400, 'El nombre de la administradora contiene caracteres no permitidos.');
  });
});
