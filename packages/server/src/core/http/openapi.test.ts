import { allCalls, contract } from '@horizontal/domain';
import { createConfig, lintFromString } from '@redocly/openapi-core';
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
    const served = allCalls.filter((call) => t.app.registeredCalls.has(call.name));
    for (const call of served) expect(operations).toContain(call.name);
    // Nothing the server would answer with a 404: every operation of the contract is one it mounts.
    const contractOperations = operations.filter((name) => allCalls.some((call) => call.name === name));
    expect(contractOperations.sort()).toEqual(served.map((call) => call.name).sort());
    const signin = document.paths['/auth/signin'].post;
    expect(signin.security).toEqual([]);
    expect(signin.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(document.paths['/auth/data'].post.security).toEqual([{ token: [] }]);
    expect(document.components.parameters.XSystem).toMatchObject({ name: 'x-system', in: 'header' });
  });

  it('lists every status a call answers, as its contract says', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
    };
    const statusesOf = (path: string, method: string) => Object.keys(paths[path]![method]!.responses).sort();
    expect(statusesOf(contract.companies.update.path, 'put')).toEqual(
      ['200', '400', '401', '403', '404', '409', '413', '415', '500', '503'].sort(),
    );
    expect(statusesOf(contract.auth.signin.path, 'post')).toEqual(
      ['200', '400', '401', '403', '413', '415', '429', '500', '503'].sort(),
    );
    // A read of no row: neither a missing record nor a conflict.
    expect(statusesOf(contract.companies.findAll.path, 'get')).toEqual(['200', '400', '401', '403', '500', '503']);
    expect(paths[contract.auth.contact.path]!.post!.responses['429']!.headers).toHaveProperty('Retry-After');
  });

  it('passes Redocly’s recommended rules without an error', async () => {
    const source = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    const problems = await lintFromString({
      source,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
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
