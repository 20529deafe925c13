import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asyncWaitMs } from '@horizontal/test-support/timeouts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../app';
import { testConfig } from '../../config/server-config';
import { notifyUsers } from '../../core/notify';
import { createTestApp, systemHeaders, type TestApp } from '../../core/test/test-app';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { streamTickets } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, admin, adminB] = demoLogins;

let t: TestApp;
/** A second server instance on the same database, as a second process behind a load balancer would be. */
let other: FastifyInstance;
let otherHandle: DatabaseHandle;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ push: { ...testConfig().push, heartbeatSeconds: 0.2 } });
  otherHandle = t.database.kind === 'postgres' ? await openDatabase(t.config) : t.database;
  other = await build({ config: t.config, database: otherHandle });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await other.close();
  if (otherHandle !== t.database) await otherHandle.close();
  await t.close();
});

type Stream = { response: IncomingMessage; text: () => string; waitFor: (needle: string) => Promise<string> };

const openStream = (ticket: string) =>
  new Promise<Stream>((resolve, reject) => {
    const request = get(`${baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`, (response) => {
      let received = '';
      const waiters: (() => void)[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
        for (const wake of waiters.splice(0)) wake();
      });
      response.on('end', () => {
        for (const wake of waiters.splice(0)) wake();
      });
      const waitFor = (needle: string) =>
        new Promise<string>((done, fail) => {
          const timer = setTimeout(() => fail(new Error(`no llegó «${needle}»; llegó: ${received}`)), asyncWaitMs);
          const check = () => {
            if (received.includes(needle)) {
              clearTimeout(timer);
              done(received);
            } else if (response.complete) {
              clearTimeout(timer);
              fail(new Error(`el stream terminó sin «${needle}»`));
            } else waiters.push(check);
          };
          check();
        });
      resolve({ response, text: () => received, waitFor });
    });
    request.on('error', reject);
  });

const askTicket = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket', headers, payload: {} });

const ticketFor = async (headers: Record<string, string>) => {
  const res = await askTicket(headers);
  expect(res.statusCode).toBe(200);
  return res.json().ticket as string;
};

const ticketOf = async (login: { email: string; password: string }) => ticketFor(await t.headersOf(login));

const streamWith = (query: string) => t.app.inject({ method: 'GET', url: `/api/notifications/stream?${query}` });

const refusedTicket = { ok: false, message: 'El permiso para recibir avisos venció o ya fue usado.' };

const userIdOf = async (login: { email: string }) => {
  const { user } = (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/data',
      headers: await t.headersOf(login as { email: string; password: string }),
      payload: {},
    })
  ).json();
  return user.id as number;
};

describe('GET /notifications/stream?ticket=… (server-sent events)', () => {
  it('delivers a notification raised on another instance, only to its user, with no x-system header', async () => {
    const adminStream = await openStream(await ticketOf(admin));
    const otherStream = await openStream(await ticketOf(adminB));
    expect(adminStream.response.statusCode).toBe(200);
    expect(adminStream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await adminStream.waitFor(': conectado');
    await otherStream.waitFor(': conectado');

    const [stored] = await notifyUsers(other, [await userIdOf(admin)], {
      typeId: 3,
      title: 'Mensaje nuevo',
      text: 'Consulta por filtración en 5B.',
    });
    const text = await adminStream.waitFor('event: notification');
    const data = text.split('\n').find((line) => line.startsWith('data: '))!;
    expect(JSON.parse(data.slice(6))).toEqual({ ...stored!.notification });
    expect(stored!.notification).toMatchObject({ typeId: 3, title: 'Mensaje nuevo' });
    // A notification of B's own, sent after: once it arrives, anything meant for the admin would have arrived before.
    await notifyUsers(other, [await userIdOf(adminB)], { typeId: 3, title: 'Aviso para B', text: 'Llegó un paquete.' });
    const seenByB = await otherStream.waitFor('Aviso para B');
    expect(seenByB.match(/event: notification/g)).toHaveLength(1);
    expect(seenByB).not.toContain('Mensaje nuevo');
    adminStream.response.destroy();
    otherStream.response.destroy();
  });

  it('sends first what was stored after `since`, the newest id the browser knew: nothing told before it opens is lost', async () => {
    const adminId = await userIdOf(admin);
    const [known] = await notifyUsers(other, [adminId], { typeId: 3, title: 'Ya sabido', text: 'Antes de la carga.' });
    // Told while the page was loading, before its stream opened: no stream heard it.
    await notifyUsers(other, [adminId], { typeId: 3, title: 'Perdido al cargar', text: 'Entre la carga y el stream.' });
    const ticket = await ticketOf(admin);
    const request = get(
      `${baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}&since=${known!.notification.id}`,
    );
    const text = await new Promise<string>((resolve, reject) => {
      request.on('response', (response) => {
        let received = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          received += chunk;
          if (received.includes('Perdido al cargar')) {
            resolve(received);
            response.destroy();
          }
        });
      });
      request.on('error', reject);
    });
    expect(text).not.toContain('Ya sabido');
    expect(text.match(/event: notification/g)).toHaveLength(1);
    // Without `since`, nothing is sent before the live ones.
    const plain = await openStream(await ticketFor(await t.headersOf(admin)));
    await plain.waitFor(': conectado');
    expect(plain.text()).not.toContain('event: notification');
    plain.response.destroy();
  });

  it('keeps the notification for /auth/data too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/data',
      headers: await t.headersOf(admin),
      payload: {},
    });
    expect(res.json().user.notifications.map((n: { title: string }) => n.title)).toContain('Mensaje nuevo');
  });

  it('gives a ticket only with x-system and a live x-token, as the contract’s calls', async () => {
    const headers = await t.headersOf(admin);
    const answer = await askTicket(headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true, message: expect.any(String), ticket: expect.any(String) });
    expect(answer.json().ticket).not.toBe(headers['x-token']);
    const noToken = await askTicket({ ...systemHeaders });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ ok: false, message: 'Debe iniciar sesión para continuar.' });
    expect((await askTicket({ ...systemHeaders, 'x-token': 'inventado' })).statusCode).toBe(401);
    expect((await askTicket({ 'x-token': headers['x-token'] })).statusCode).toBe(400);
  });

  it('opens one stream per ticket: a second use is refused in Spanish', async () => {
    const ticket = await ticketOf(admin);
    const stream = await openStream(ticket);
    expect(stream.response.statusCode).toBe(200);
    await stream.waitFor(': conectado');
    const again = await streamWith(`ticket=${encodeURIComponent(ticket)}`);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(refusedTicket);
    stream.response.destroy();
  });

  it('refuses an expired ticket', async () => {
    const ticket = await ticketOf(admin);
    await t.database.db.update(streamTickets).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await streamWith(`ticket=${encodeURIComponent(ticket)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusedTicket);
  });

  it('refuses the ticket of a session that signed out since', async () => {
    const headers = await t.headersOf(admin);
    const ticket = await ticketFor(headers);
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers });
    expect((await streamWith(`ticket=${encodeURIComponent(ticket)}`)).statusCode).toBe(401);
  });

  it('never takes the session token in the query, nor a missing or unknown ticket', async () => {
    const { 'x-token': token } = await t.headersOf(admin);
    const withToken = await streamWith(`token=${encodeURIComponent(token)}`);
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json()).toEqual({ ok: false, message: 'Debe iniciar sesión para continuar.' });
    const tokenAsTicket = await streamWith(`ticket=${encodeURIComponent(token)}`);
    expect(tokenAsTicket.statusCode).toBe(401);
    expect(tokenAsTicket.json()).toEqual(refusedTicket);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/stream' })).statusCode).toBe(401);
    expect((await streamWith('ticket=inventado')).statusCode).toBe(401);
  });

  it('closes the stream of a session that signs out', async () => {
    const headers = await t.headersOf(admin);
    const stream = await openStream(await ticketFor(headers));
    await stream.waitFor(': conectado');
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('el stream sigue abierto')), asyncWaitMs);
      stream.response.on('end', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    expect(stream.response.complete).toBe(true);
  });
});
