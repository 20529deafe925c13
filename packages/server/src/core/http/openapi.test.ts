import { allCalls } from '@horizontal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, systemHeaders, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('has every call of the contract, with the schemas the routes validate with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((path) => Object.values(path))
      .map((operation) => operation.operationId);
    for (const call of allCalls) expect(operations).toContain(call.name);
    const signin = document.paths['/auth/signin'].post;
    expect(signin.security).toEqual([]);
    expect(signin.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(document.paths['/auth/data'].post.security).toEqual([{ token: [] }]);
    expect(document.components.parameters.XSystem).toMatchObject({ name: 'x-system', in: 'header' });
  });

  it('is browsable at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });
});

describe('security headers', () => {
  it('come with every API answer, and API answers are never cached', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: systemHeaders,
      payload: { email: 'nadie@correo.com.uy', password: 'x' },
    });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('come with errors and unknown paths too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/existe', headers: systemHeaders });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.body).not.toMatch(/at |stack|Error:/);
  });
});
