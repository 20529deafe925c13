import { allCalls, buildPath } from '@horizontal/domain';
import { samples } from '@horizontal/mocks/samples';
import { createTestApp, type TestApp } from '@horizontal/server/test-app';
import OpenAPIBackend, { type Document } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyParam, missingId, type Probe, probeHeaders, serverLogins, type Who } from './server-probes';

/*
 * Issue #39: traffic replayed through a validator of the served OpenAPI document (openapi-backend, a maintained
 * library), not through checks of our own. The contract's samples (a valid request of each call, from the mocks' walk)
 * and the refusals every call can meet (no session, a dead token, no x-system, a row that does not exist, an empty
 * body, another caller's call) go to the real server; every answer must have a status the document lists for that
 * operation and a body its schema accepts, and every request the server takes must be one the document accepts.
 */

let server: TestApp;
let api: OpenAPIBackend;
const tokens = new Map<Who, string>();
const violations: string[] = [];
let answered = 0;

const signIn = async (who: 'admin' | 'master') => {
  const [email, password] = serverLogins[who];
  const res = await server.app.inject({
    method: 'POST',
    url: `${server.config.apiPrefix}/auth/signin`,
    headers: { 'x-system': '1' },
    payload: { email, password },
  });
  tokens.set(who, res.json().token);
};

beforeAll(async () => {
  server = await createTestApp();
  const document = (await server.app.inject({ method: 'GET', url: `${server.config.apiPrefix}/openapi.json` })).json();
  api = new OpenAPIBackend({ definition: document as Document, quick: false, strict: true, validate: true });
  // Its check of the document itself knows OpenAPI 3.0 only (it refuses 3.1's JSON Schema: const, lists of types);
  // Redocly's lint checks the document (server/core/http/openapi.test.ts). Requests and answers it checks with ajv.
  api.validateDefinition = () => api.document;
  await api.init();
  await signIn('admin');
  await signIn('master');
});
afterAll(() => server?.close());

const served = () => allCalls.filter((call) => server.app.registeredCalls.has(call.name));
/** Sends the probe, and checks request and answer against the document; what breaks it is kept, not thrown. */
const replay = async (probe: Probe) => {
  const { call } = probe;
  const path = buildPath(call.path, probe.params ?? everyParam(call, 1));
  const token = tokens.get(probe.as);
  const headers = probeHeaders(probe, token);
  const body = call.method === 'GET' ? undefined : (probe.body ?? {});
  const res = await server.app.inject({
    method: call.method,
    url: `${server.config.apiPrefix}${path}`,
    headers,
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  answered += 1;
  const where = `${call.method} ${path} (${call.name}, ${probe.as}) → ${res.statusCode}`;
  const request = { method: call.method, path, headers, body, query: {} };
  const operation = api.matchOperation(request);
  if (!operation) {
    violations.push(`${where}: el documento no tiene esta operación`);
    return res;
  }
  const requestCheck = api.validateRequest(request, operation);
  // The server may refuse what the document allows (a row in use), never take what the document refuses.
  if (!requestCheck.valid && res.statusCode < 400) {
    violations.push(`${where}: aceptó un pedido que el documento no admite: ${JSON.stringify(requestCheck.errors)}`);
  }
  if (!operation.responses?.[String(res.statusCode)]) {
    violations.push(`${where}: el documento no lista ese estado`);
    return res;
  }
  const isFile = call.responseType === 'blob' && res.statusCode === 200;
  if (!isFile) {
    const answer = api.validateResponse(res.json(), operation, res.statusCode);
    if (!answer.valid) violations.push(`${where}: respuesta fuera del esquema: ${JSON.stringify(answer.errors)}`);
  }
  return res;
};

describe('the served OpenAPI document and the traffic of the server (issue #39)', () => {
  it('covers a valid request of every served call', async () => {
    // Sessions end with these two; they are replayed last.
    const last = new Set(['auth.signout', 'auth.change']);
    const calls = [
      ...served().filter((call) => !last.has(call.name)),
      ...served().filter((call) => last.has(call.name)),
    ];
    for (const call of calls) {
      const sample = samples[call.name];
      const { as = 'admin', params, body } = typeof sample === 'function' ? sample() : (sample ?? {});
      await replay({ call, as, params, body });
    }
    expect(violations).toEqual([]);
  });

  it('covers the refusals every call can meet', async () => {
    await signIn('admin');
    await signIn('master');
    for (const call of served()) {
      if (!call.public) {
        await replay({ call, as: 'nobody' });
        await replay({ call, as: 'nobody', headers: { 'x-token': 'x'.repeat(43) } });
      }
      await replay({ call, as: 'admin', headers: { 'x-system': '' } });
      await replay({ call, as: 'admin', params: everyParam(call, missingId), body: { id: missingId } });
      await replay({ call, as: call.only === 'tenant' ? 'master' : 'admin', body: {} });
    }
    expect(answered).toBeGreaterThan(served().length * 4);
    expect(violations).toEqual([]);
  });
});
