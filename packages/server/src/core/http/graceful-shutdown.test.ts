import { Agent, type ClientRequest, type IncomingHttpHeaders, request } from 'node:http';
import { type AppServer, startAppServer } from '@horizontal/test-support/app-server';
import { asyncWaitMs } from '@horizontal/test-support/timeouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, systemHeaders, type TestApp } from '../test/test-app';
import { restartingMessage, restartRetryHint } from './graceful-shutdown';

/**
 * Issue #27 item 7: on SIGTERM the server refuses new requests with the Spanish 503, lets those in progress finish,
 * tells the event streams to come back soon, answers (never resets) the connections waiting to be accepted, and
 * exits with 0.
 */

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };
type Outcome = Answer | { error: string };

/** What became of a request: its answer, or the error of its connection (a reset, a hang up). */
const outcomeOf = (req: ClientRequest) =>
  new Promise<Outcome>((resolve) => {
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: `${error.code} ${error.message}` }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: `${error.code} ${error.message}` }));
  });

const isRefusal = (outcome: Outcome) =>
  'status' in outcome &&
  outcome.status === 503 &&
  outcome.headers.connection === 'close' &&
  outcome.headers['retry-after'] === '5' &&
  JSON.stringify(JSON.parse(outcome.body)) === JSON.stringify({ ok: false, message: restartingMessage });

const isSuccess = (outcome: Outcome) =>
  'status' in outcome && outcome.status === 200 && JSON.parse(outcome.body).ok === true;

/** A readable summary for a failed expectation. */
const shown = (outcome: Outcome) =>
  'error' in outcome
    ? outcome.error
    : `${outcome.status} ${outcome.headers.connection ?? ''} ${outcome.body.slice(0, 120)}`;

describe('the drain, in the process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses new requests in Spanish with Retry-After and Connection: close, and tells event streams to hurry', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/general/data', headers: systemHeaders });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');
    const hints: string[] = [];
    t.app.drain.onStart(() => hints.push(restartRetryHint));
    t.app.drain.start();
    t.app.drain.start();
    expect(hints).toEqual([restartRetryHint]);
    for (const url of ['/api/general/data', '/api/no-existe', '/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: systemHeaders });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers.connection).toBe('close');
      expect(res.json()).toEqual({ ok: false, message: restartingMessage });
    }
  });
});

describe('SIGTERM on the real server', () => {
  let server: AppServer;
  beforeAll(async () => {
    // A long grace: the connections of this test are made while it lasts, however slow the machine.
    server = await startAppServer({ SHUTDOWN_GRACE_MS: '5000' });
  });
  afterAll(async () => {
    server.process.kill('SIGCONT');
    await server.stop();
  });

  const ask = (
    method: string,
    path: string,
    { agent, headers = {} }: { agent?: Agent; headers?: Record<string, string> } = {},
  ) =>
    request({
      host: '127.0.0.1',
      port: server.port,
      method,
      path,
      // A new connection for each request unless an agent keeps one alive.
      agent: agent ?? false,
      headers: { ...systemHeaders, ...headers },
    });

  const json = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    const req = ask(method, path, { headers: { 'content-type': 'application/json', ...headers } });
    const outcome = outcomeOf(req);
    req.end(text);
    const answer = await outcome;
    if ('error' in answer) throw new Error(answer.error);
    return JSON.parse(answer.body);
  };

  it('answers every request (success or the Spanish 503), resets none, hints the streams and exits with 0', async () => {
    const child = server.process;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const login = { email: 'admin@horizontal.uy', password: 'Admin#2026' };
    const { token } = await json('POST', '/api/auth/signin', login);
    const { ticket } = await json('POST', '/api/notifications/stream-ticket', {}, { 'x-token': token });

    // An open event stream.
    let streamed = '';
    let streamEnded = false;
    let streamError: string | null = null;
    const stream = ask('GET', `/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
    stream.on('error', (error) => {
      streamError = error.message;
    });
    stream.on('response', (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        streamed += chunk;
      });
      response.on('end', () => {
        streamEnded = true;
      });
      response.on('error', (error) => {
        streamError = error.message;
      });
    });
    stream.end();
    const waitUntil = async (what: string, done: () => boolean) => {
      const deadline = Date.now() + asyncWaitMs;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`no pasó: ${what}; el stream recibió: ${streamed}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await waitUntil('el stream se abrió', () => streamed.includes(': conectado'));

    // Two kept-alive connections, each with an answered request behind it.
    const keptAlive = [new Agent({ keepAlive: true, maxSockets: 1 }), new Agent({ keepAlive: true, maxSockets: 1 })];
    for (const agent of keptAlive) {
      const req = ask('GET', '/api/general/data', { agent });
      const outcome = outcomeOf(req);
      req.end();
      expect(shown(await outcome)).toMatch(/^200 /);
    }

    // Requests in progress: the server has taken them (it said 100 Continue) and waits for their bodies.
    const body = JSON.stringify(login);
    const inProgress = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<{ req: ClientRequest; outcome: Promise<Outcome> }>((resolve) => {
            const req = ask('POST', '/api/auth/signin', {
              headers: {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(body)),
                expect: '100-continue',
              },
            });
            const outcome = outcomeOf(req);
            req.on('continue', () => resolve({ req, outcome }));
            req.flushHeaders();
          }),
      ),
    );

    // Frozen, the server accepts nothing: the new connections complete in the kernel and wait in its accept queue,
    // their requests already sent, and the SIGTERM waits too. All of it is there the moment it wakes.
    child.kill('SIGSTOP');
    // Each resolves to a holder: a promise resolved with the outcome itself would wait for the answer.
    const queued = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<{ outcome: Promise<Outcome> }>((resolve) => {
            const req = ask('GET', '/api/general/data');
            const outcome = outcomeOf(req);
            req.on('socket', (socket) => socket.once('connect', () => resolve({ outcome })));
            req.end();
          }),
      ),
    );
    const onKeptAlive = ask('GET', '/api/general/data', { agent: keptAlive[0] });
    const keptAliveOutcome = outcomeOf(onKeptAlive);
    onKeptAlive.end();
    child.kill('SIGTERM');
    child.kill('SIGCONT');

    for (const { req } of inProgress) req.end(body);

    // The stream hears that the server is going away: it is draining from now on.
    await waitUntil('el stream recibió la indicación de volver pronto', () => streamed.includes(restartRetryHint));
    const afterStart = [
      ask('GET', '/api/general/data', { agent: keptAlive[1] }),
      ask('GET', '/api/general/data'),
      ask('POST', '/api/auth/signin', { headers: { 'content-type': 'application/json' } }),
    ];
    const afterStartOutcomes = afterStart.map(outcomeOf);
    afterStart[0]!.end();
    afterStart[1]!.end();
    afterStart[2]!.end(body);

    for (const outcome of await Promise.all(inProgress.map(({ outcome }) => outcome))) {
      expect(shown(outcome)).toMatch(/^200 /);
      expect(isSuccess(outcome)).toBe(true);
    }
    for (const outcome of [...(await Promise.all(queued.map(({ outcome }) => outcome))), await keptAliveOutcome]) {
      expect([shown(outcome), isSuccess(outcome) || isRefusal(outcome)]).toEqual([shown(outcome), true]);
    }
    for (const outcome of await Promise.all(afterStartOutcomes)) {
      expect([shown(outcome), isRefusal(outcome)]).toEqual([shown(outcome), true]);
    }

    expect(await exited).toEqual({ code: 0, signal: null });
    await waitUntil('el stream terminó', () => streamEnded || streamError !== null);
    expect(streamError).toBeNull();
    expect(streamed.indexOf(restartRetryHint)).toBeGreaterThan(streamed.indexOf(': conectado'));
    for (const agent of keptAlive) agent.destroy();
  });
});
