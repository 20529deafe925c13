import { allCalls, buildPath, type CallDefinition, contract, servedGroups } from '@horizontal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, systemHeaders, type TestApp } from '../test/test-app';

let t: TestApp;
let mounted: CallDefinition[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  mounted = allCalls.filter((call) => t.app.registeredCalls.has(call.name));
});
afterAll(() => t.close());

/** Any value that satisfies a path's placeholders: every param of the spec's paths is a number. */
const urlOf = (call: CallDefinition) => {
  const params = Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, 1]));
  return `/api${buildPath(call.path, params)}`;
};

const noLeak = (body: string) => {
  expect(body).not.toMatch(/\bat \S+ \(|stack|node_modules|Error:|ZodError|drizzle|SELECT /i);
};

describe('every mounted call of the contract', () => {
  // The matrix, the fuzzer and the refusal parity test walk what is mounted: a call a built module forgot to
  // register would be skipped by all of them, so it fails here instead.
  it('mounts every call of the built modules (domain/src/modules.ts), and no call of a module not built', () => {
    const served = servedGroups.flatMap((group) => Object.values(contract[group]).map((call) => call.name));
    expect([...t.app.registeredCalls].filter((name) => allCalls.some((call) => call.name === name)).sort()).toEqual(
      served.sort(),
    );
  });

  it('asks for a valid session unless the spec makes it public', async () => {
    for (const call of mounted.filter((candidate) => !candidate.public)) {
      const missing = await t.app.inject({
        method: call.method,
        url: urlOf(call),
        headers: systemHeaders,
        payload: call.method === 'GET' ? undefined : {},
      });
      expect(missing.statusCode, call.name).toBe(401);
      expect(missing.json(), call.name).toEqual({ ok: false, message: 'Debe iniciar sesión para continuar.' });
      const forged = await t.app.inject({
        method: call.method,
        url: urlOf(call),
        headers: { ...systemHeaders, 'x-token': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
        payload: call.method === 'GET' ? undefined : {},
      });
      expect(forged.statusCode, call.name).toBe(401);
    }
  });

  it('refuses a call without x-system', async () => {
    for (const call of mounted) {
      const res = await t.app.inject({
        method: call.method,
        url: urlOf(call),
        payload: call.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, call.name).toBe(400);
      expect(res.json().message, call.name).toBe('Falta la cabecera x-system o su valor no es válido.');
    }
  });

  it('answers broken JSON with a Spanish 400 and no trace of the server inside', async () => {
    for (const call of mounted.filter((candidate) => candidate.method !== 'GET')) {
      const res = await t.app.inject({
        method: call.method,
        url: urlOf(call),
        headers: { ...systemHeaders, 'content-type': 'application/json' },
        payload: '{"a": ',
      });
      expect(res.statusCode, call.name).toBe(400);
      expect(res.json().ok, call.name).toBe(false);
      noLeak(res.body);
    }
  });

  it('answers nonsense params and bodies with ok:false and no trace, never a 500', async () => {
    const headers = await t.headersOf({ email: 'maestro@horizontal.uy', password: 'Maestro#2026' });
    for (const call of mounted) {
      const url = `/api${call.path.replace(/\{\w+\}/g, "1'%20OR%20'1'='1")}`;
      const res = await t.app.inject({
        method: call.method,
        url,
        headers,
        payload: call.method === 'GET' ? undefined : { email: { $ne: null }, id: 'uno', name: 'x'.repeat(10_000) },
      });
      expect(res.statusCode, call.name).toBeLessThan(500);
      noLeak(res.body);
    }
  });
});
