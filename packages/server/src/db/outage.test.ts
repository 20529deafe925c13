import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Notification } from '@horizontal/domain';
import { hookMs } from '@horizontal/test-support/timeouts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../app';
import { testConfig } from '../config/server-config';
import { unavailableMessage } from '../core/errors/unavailable';
import { type FaultProxy, startFaultProxy, throughProxy } from '../core/test/fault-proxy';
import { freshDatabaseUrl } from '../core/test/test-app';
import { demoLogins, seedDemo } from '../seed/demo';
import { openDatabase } from './client';
import { buildings, users } from './schema';

/**
 * Issue #27: a PostgreSQL restart or failover, played by a proxy that cuts every connection between two server
 * instances and the database (the machine's shared PostgreSQL is never stopped). Only on PostgreSQL: PGlite lives
 * in the process and has no line to cut.
 */
const databaseUrl = process.env.DATABASE_URL;
const [, admin] = demoLogins;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let proxy: FaultProxy;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
let baseA = '';
let baseB = '';
let headers: Record<string, string> = {};
let complejo = 0;
let adminId = 0;
let numbered = 0;

type Answer = {
  status: number;
  retryAfter: string | null;
  body: { ok: boolean; message: string; [key: string]: unknown };
};

const send = async (base: string, method: string, path: string, body?: unknown): Promise<Answer> => {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
};

const createPantry = (base: string) => {
  numbered += 1;
  return send(base, 'POST', '/pantries/create', { buildingId: complejo, number: `C-${numbered}`, description: '' });
};
const listPantries = (base: string) => send(base, 'GET', `/pantries/findall/${complejo}`);

/** Every answer during an outage is a success or the Spanish 503 with Retry-After: never a 500, never a hang-up. */
const expectSuccessOrUnavailable = (answer: Answer) => {
  if (answer.status === 200) return;
  expect(answer).toMatchObject({ status: 503, retryAfter: '5', body: { ok: false, message: unavailableMessage } });
};

/**
 * A browser's EventSource as the app drives it (packages/app/src/push/event-stream-push.ts): a new ticket for every
 * connection, and when a stream ends or cannot open, another try shortly after.
 */
const followStream = (base: string) => {
  let received = '';
  let opened = 0;
  let current: IncomingMessage | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    while (!stopped) {
      const ticket = await send(base, 'POST', '/notifications/stream-ticket', {}).catch(() => null);
      if (ticket?.status === 200) {
        const response = await new Promise<IncomingMessage | null>((resolve) => {
          const request = get(
            `${base}/api/notifications/stream?ticket=${ticket.body.ticket}`,
            { agent: false },
            resolve,
          );
          request.on('error', () => resolve(null));
        });
        // Stopped while asking: a stream opened now would be nobody's.
        if (stopped) {
          response?.destroy();
          return;
        }
        if (response?.statusCode === 200) {
          opened += 1;
          current = response;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            received += chunk;
          });
          response.on('error', () => undefined);
          response.on('close', () => {
            current = null;
            if (!stopped) void sleep(250).then(connect);
          });
          return;
        }
        response?.resume();
      }
      await sleep(250);
    }
  };
  void connect();
  return {
    received: () => received,
    opened: () => opened,
    isOpen: () => current !== null,
    stop: () => {
      stopped = true;
      current?.destroy();
    },
  };
};

const until = async (condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`no ocurrió: ${what}`);
    await sleep(100);
  }
};

describe.skipIf(!databaseUrl)('a PostgreSQL outage: every connection cut by a proxy', () => {
  beforeAll(async () => {
    fresh = await freshDatabaseUrl();
    const direct = await openDatabase(testConfig({ databaseUrl: fresh.url }));
    await seedDemo(direct.db);
    complejo = (await direct.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
    adminId = (await direct.db.select().from(users).where(eq(users.email, admin.email)))[0]!.id;
    await direct.close();
    const target = new URL(fresh.url!);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const config = testConfig({
      databaseUrl: throughProxy(fresh.url!, proxy),
      answerCacheBytes: 16 * 1024 * 1024,
      push: { ...testConfig().push, heartbeatSeconds: 0.5 },
    });
    // Two instances behind a load balancer: the same database, each its own pool and LISTEN session.
    instanceA = await build({ config });
    instanceB = await build({ config });
    await instanceA.listen({ port: 0, host: '127.0.0.1' });
    await instanceB.listen({ port: 0, host: '127.0.0.1' });
    baseA = `http://127.0.0.1:${(instanceA.server.address() as AddressInfo).port}`;
    baseB = `http://127.0.0.1:${(instanceB.server.address() as AddressInfo).port}`;
    const signin = await fetch(`${baseA}/api/auth/signin`, {
      method: 'POST',
      headers: { 'x-system': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    headers = { 'x-system': '1', 'x-token': ((await signin.json()) as { token: string }).token };
  }, hookMs);

  afterAll(async () => {
    proxy?.restore();
    // Closing waits for every connection to come back to the pools: one lost to an outage (a transaction whose
    // BEGIN met the cut, transaction-pool.ts) would hang here.
    await instanceA?.close();
    await instanceB?.close();
    await proxy?.close();
    await fresh?.drop();
  }, hookMs);

  it('stays up through 20 cuts in a row while writes and reads run, answering each call 200 or 503', async () => {
    const answers: Answer[] = [];
    let running = true;
    const load = (async () => {
      while (running) {
        answers.push(await createPantry(baseA), await listPantries(baseB));
        await sleep(20);
      }
    })();
    for (let cut = 0; cut < 20; cut += 1) {
      proxy.cut();
      await sleep(300);
      proxy.restore();
      await sleep(500);
    }
    running = false;
    await load;
    for (const answer of answers) expectSuccessOrUnavailable(answer);
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    // Both instances still serve: the pools replaced every connection the cuts broke.
    expect((await createPantry(baseA)).status).toBe(200);
    expect((await listPantries(baseB)).status).toBe(200);
  }, 120_000);

  describe.each([4_000, 30_000])('a cut of %i ms', (cutMs) => {
    it('answers 503 during the cut, serves at once after it, and pushes and reads come back', async () => {
      await until(async () => (await fetch(`${baseA}/api/health/ready`)).status === 200, 'A listo antes del corte');
      const stream = followStream(baseA);
      await until(stream.isOpen, 'el stream abierto');
      const openedBefore = stream.opened();

      proxy.cut();
      const during = [await createPantry(baseA), await listPantries(baseB)];
      for (const answer of during) {
        expect(answer).toMatchObject({
          status: 503,
          retryAfter: '5',
          body: { ok: false, message: unavailableMessage },
        });
      }
      const readiness = await fetch(`${baseA}/api/health/ready`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toMatchObject({ ok: false, database: 'no disponible' });
      // The stream that could no longer hear pushes was ended, so the browser connects again.
      await until(() => !stream.isOpen(), 'el stream cerrado durante el corte');
      await sleep(cutMs - 200);

      proxy.restore();
      const restored = Date.now();
      // The first call after the cut succeeds: the pool dropped the broken connections and opens a new one.
      const written = await createPantry(baseA);
      expect(written.status).toBe(200);
      expect(Date.now() - restored).toBeLessThan(1_000);
      const writtenNumber = (written.body.pantry as { number: string }).number;
      // Another instance's next read shows that write.
      const read = await listPantries(baseB);
      expect(read.status).toBe(200);
      expect((read.body.pantries as { number: string }[]).map((pantry) => pantry.number)).toContain(writtenNumber);

      // The browser's stream opens again once the instance hears pushes, and a push sent after the cut reaches it.
      await until(() => stream.isOpen() && stream.opened() > openedBefore, 'el stream abierto de nuevo');
      const notification: Notification = {
        id: 900_000 + cutMs,
        date: new Date().toISOString(),
        title: 'Después del corte',
        text: `Aviso tras ${cutMs} ms sin base de datos`,
        typeId: 1,
      };
      await instanceB.push.deliver(adminId, notification);
      await until(() => stream.received().includes(notification.text), 'el aviso en el stream', 15_000);
      stream.stop();
      expect((await fetch(`${baseA}/api/health/ready`)).status).toBe(200);
    }, 120_000);
  });
});
