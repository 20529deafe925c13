import { allCalls, buildPath, contract } from '@horizontal/domain';
import { adminUser, handlers, masterUser, mockPassword, resetDb } from '@horizontal/mocks';
import { createTestApp, type TestApp } from '@horizontal/server/test-app';
import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { everyParam, missingId, type Probe, probeHeaders, serverLogins, type Who } from './server-probes';

/*
 * The mocks stand in for the server in Storybook and in the screens' tests, so a screen must read the same refusal
 * against either. Each request below goes to the real server (in-process, its own database, demo data) and to the
 * MSW handlers, and both answers must agree on status, ok and message. Only calls the server has built are compared:
 * the mocks answer every call of the contract, the server only those of its modules.
 */

type Verdict = { status: number; ok: unknown; message: unknown };

const logins = {
  server: serverLogins,
  mocks: { admin: [adminUser.email, mockPassword], master: [masterUser.email, mockPassword] },
} as const;

let server: TestApp;
const tokens = { server: new Map<Who, string>(), mocks: new Map<Who, string>() };

const verdictOf = (status: number, text: string): Verdict => {
  const answer = JSON.parse(text) as { ok?: unknown; message?: unknown };
  return { status, ok: answer.ok, message: answer.message };
};

const paramsOf = (probe: Probe) => probe.params ?? everyParam(probe.call, 1);

const bodyOf = (probe: Probe) =>
  probe.call.method === 'GET' ? undefined : JSON.stringify(probe.body === undefined ? {} : probe.body);

const askServer = async (probe: Probe): Promise<Verdict> => {
  const response = await server.app.inject({
    method: probe.call.method,
    url: `${server.config.apiPrefix}${buildPath(probe.call.path, paramsOf(probe))}`,
    headers: probeHeaders(probe, tokens.server.get(probe.as)),
    payload: bodyOf(probe),
  });
  return verdictOf(response.statusCode, response.body);
};

const askMocks = async (probe: Probe): Promise<Verdict> => {
  const request = new Request(`http://localhost/api${buildPath(probe.call.path, paramsOf(probe))}`, {
    method: probe.call.method,
    headers: probeHeaders(probe, tokens.mocks.get(probe.as)),
    body: bodyOf(probe),
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`Ningún handler de los mocks atiende ${probe.call.name}`);
  return verdictOf(response.status, await response.text());
};

const signIn = async (who: 'admin' | 'master') => {
  const [serverEmail, serverPassword] = logins.server[who];
  const onServer = await server.app.inject({
    method: 'POST',
    url: `${server.config.apiPrefix}/auth/signin`,
    headers: { 'x-system': '1' },
    payload: { email: serverEmail, password: serverPassword },
  });
  const [mockEmail, mockLoginPassword] = logins.mocks[who];
  const onMocks = await getResponse(
    handlers,
    new Request('http://localhost/api/auth/signin', {
      method: 'POST',
      headers: { 'x-system': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ email: mockEmail, password: mockLoginPassword }),
    }),
  );
  tokens.server.set(who, onServer.json().token);
  tokens.mocks.set(who, ((await onMocks!.json()) as { token: string }).token);
  expect(tokens.server.get(who), onServer.body).toBeTruthy();
  expect(tokens.mocks.get(who)).toBeTruthy();
};

beforeAll(async () => {
  server = await createTestApp();
  await signIn('admin');
  await signIn('master');
});
beforeEach(() => resetDb());
afterAll(() => server?.close());

const built = () => allCalls.filter((call) => server.app.registeredCalls.has(call.name));
const signedIn = () => built().filter((call) => !call.public);

/** `whenRefused`: a probe the server may accept (an optional body), compared only when the server refuses it. */
const expectSameAnswer = async (probe: Probe, { whenRefused = false } = {}) => {
  const onServer = await askServer(probe);
  if (whenRefused && onServer.ok) return false;
  const onMocks = await askMocks(probe);
  expect(onServer.ok, `${probe.call.name}: the server refuses`).toBe(false);
  expect(onMocks, `${probe.call.name} as ${probe.as}: the mocks answer as the server`).toEqual(onServer);
  return true;
};

describe('the mocks refuse as the server does', () => {
  it('compares the calls of every built module', () => {
    expect(built().length).toBeGreaterThan(40);
  });

  it('without x-token', async () => {
    for (const call of signedIn()) await expectSameAnswer({ call, as: 'nobody' });
  });

  it('with a token no session has', async () => {
    for (const call of signedIn())
      await expectSameAnswer({ call, as: 'nobody', headers: { 'x-token': 'x'.repeat(43) } });
  });

  it('without the x-system header', async () => {
    for (const call of built()) await expectSameAnswer({ call, as: 'admin', headers: { 'x-system': '' } });
  });

  it('for an administrator on a master-only call', async () => {
    const masterOnly = built().filter((call) => call.only === 'master');
    expect(masterOnly.length).toBeGreaterThan(10);
    for (const call of masterOnly) await expectSameAnswer({ call, as: 'admin' });
  });

  it('for a complejo that does not exist', async () => {
    const byComplejo = built().filter((call) => call.method === 'GET' && /findall\/\{id\}$/.test(call.path));
    expect(byComplejo.length).toBeGreaterThan(4);
    for (const call of byComplejo) {
      if (call.only === 'master') continue;
      await expectSameAnswer({ call, as: 'admin', params: { id: missingId } });
    }
  });

  it('for a request whose body is empty or wrong', async () => {
    const writes = signedIn().filter((call) => call.method !== 'GET' && call.name !== 'auth.signout');
    let compared = 0;
    for (const call of writes) {
      for (const body of [{}, { id: 'uno', name: 7 }]) {
        const probe = { call, as: 'master' as const, body, params: everyParam(call, missingId) };
        if (await expectSameAnswer(probe, { whenRefused: true })) compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(writes.length);
  });

  it('for a row something else still uses', async () => {
    await expectSameAnswer({ call: contract.companies.delete, as: 'master', params: { id: 1 } });
    await expectSameAnswer({ call: contract.buildings.delete, as: 'master', params: { id: 1 } });
    await expectSameAnswer({ call: contract.towers.delete, as: 'master', params: { id: 1 } });
    // An assembly with a voting; a document category holding documents.
    await expectSameAnswer({ call: contract.assemblies.delete, as: 'admin', params: { id: 2 } });
    await expectSameAnswer({ call: contract.documents.deleteCategory, as: 'admin', params: { id: 1 } });
  });

  it('for a vote in a closed voting and an option of another voting', async () => {
    await expectSameAnswer({
      call: contract.votings.vote,
      as: 'admin',
      body: { votingId: 1, apartmentId: 1, detailId: 1 },
    });
    await expectSameAnswer({
      call: contract.votings.vote,
      as: 'admin',
      body: { votingId: 2, apartmentId: 1, detailId: 1 },
    });
  });

  it('for a wrong password and for a malformed e-mail', async () => {
    await expectSameAnswer({
      call: contract.auth.signin,
      as: 'nobody',
      body: { email: 'nadie@horizontal.uy', password: 'Incorrecta#1' },
    });
    await expectSameAnswer({ call: contract.auth.signin, as: 'nobody', body: { email: 'nadie', password: 'x' } });
  });
});
