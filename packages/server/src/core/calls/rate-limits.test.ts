import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/server-config';
import { failureThrottles } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { createTestApp, systemHeaders, type TestApp } from '../test/test-app';

const [master, admin, adminB, desk] = demoLogins;
const tooMany = { ok: false, message: 'Demasiados intentos. Espere unos minutos e intente nuevamente.' };
const wrong = 'Otra#Clave1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...testConfig().rateLimits,
      signinFailuresPerEmailAndIp: { free: 3, baseSeconds: 10, maxSeconds: 900, windowSeconds: 900 },
      signinFailuresPerEmail: { free: 5, baseSeconds: 10, maxSeconds: 900, windowSeconds: 900 },
      signinFailuresPerIp: { free: 6, baseSeconds: 10, maxSeconds: 900, windowSeconds: 900 },
      passwordChecksPerUser: { max: 5, windowSeconds: 900 },
    },
  });
});
afterAll(() => t.close());

const signin = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: { ...systemHeaders, ...headers },
    payload: { email, password },
    remoteAddress: ip,
  });

const statusesOf = async (attempts: (() => ReturnType<typeof signin>)[]) => {
  const statuses: number[] = [];
  for (const attempt of attempts) statuses.push((await attempt()).statusCode);
  return statuses;
};

/** The clock moves past every delay now running (the counts stay). */
const letDelaysPass = () => t.database.db.update(failureThrottles).set({ blockedUntil: sql`now()` });

describe('sign-in throttling (only failures count, and they slow the guesser, not the owner)', () => {
  it('makes an address that keeps failing for one e-mail wait ever longer, in Spanish with Retry-After', async () => {
    const ip = '10.1.0.1';
    expect(await statusesOf([1, 2, 3].map(() => () => signin(master.email, wrong, ip)))).toEqual([401, 401, 401]);
    const retryAfters: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const held = await signin(master.email, wrong, ip);
      expect(held.statusCode).toBe(429);
      expect(held.json()).toEqual(tooMany);
      retryAfters.push(Number(held.headers['retry-after']));
      // While it waits, the right password from there waits too: the answer must not tell a guesser they got it.
      expect((await signin(master.email, master.password, ip)).statusCode).toBe(429);
      await letDelaysPass();
      expect((await signin(master.email, wrong, ip)).statusCode).toBe(401);
    }
    expect(retryAfters).toEqual([10, 20, 40, 80]);
  });

  it('lets one of many guesses sent at once through a delay, not all of them', async () => {
    await letDelaysPass();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => signin(master.email, wrong, '10.1.0.1')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([401, 429, 429, 429, 429]);
  });

  it('never locks the owner out: an attacker elsewhere only slows the addresses that fail', async () => {
    const attacker = '10.2.0.1';
    expect(await statusesOf([1, 2, 3].map(() => () => signin(admin.email, wrong, attacker)))).toEqual([401, 401, 401]);
    expect((await signin(admin.email, wrong, attacker)).statusCode).toBe(429);
    // Spreading over fresh addresses buys each its own free failures; then the e-mail's slow-down holds them too,
    // longer than an address's own would.
    for (const ip of ['10.2.0.2', '10.2.0.3', '10.2.0.4', '10.2.0.5']) {
      expect(await statusesOf([1, 2, 3].map(() => () => signin(admin.email, wrong, ip)))).toEqual([401, 401, 401]);
    }
    const held = await signin(admin.email, admin.password, '10.2.0.2');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(10);
    // The owner, from an address that has not been failing, gets in with the right password.
    const owner = await signin(admin.email, admin.password, '10.2.1.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
    // Other e-mails are not affected, not even from the attacker's address.
    expect((await signin(adminB.email, adminB.password, attacker)).statusCode).toBe(200);
  });

  it('keeps an address where the e-mail signed in free of its slow-down, even after a typo', async () => {
    const office = '10.3.0.1';
    expect((await signin(admin.email, admin.password, office)).statusCode).toBe(200);
    expect((await signin(admin.email, wrong, office)).statusCode).toBe(401);
    expect((await signin(admin.email, wrong, '10.3.9.9')).statusCode).toBe(401);
    expect((await signin(admin.email, admin.password, office)).statusCode).toBe(200);
  });

  it('never holds a new address by the e-mail’s count, filled elsewhere, for a typo or two of its own', async () => {
    // 60 failures from 12 addresses fill the e-mail's count (issue #26: the owner then waited 900 s after one typo).
    for (let n = 0; n < 12; n += 1) {
      for (let k = 0; k < 5; k += 1) await signin(desk.email, wrong, `10.3.1.${n}`);
    }
    expect((await signin(desk.email, wrong, '10.3.1.0')).statusCode).toBe(429);
    const newAddress = '10.3.2.1';
    expect((await signin(desk.email, wrong, newAddress)).statusCode).toBe(401);
    expect((await signin(desk.email, wrong, newAddress)).statusCode).toBe(401);
    expect((await signin(desk.email, desk.password, newAddress)).statusCode).toBe(200);
  });

  it('never holds back an office whose one address signs in many times', async () => {
    const office = '10.4.0.1';
    const people = [admin, adminB, desk];
    const statuses: number[] = [];
    for (let round = 0; round < 24; round += 1) {
      const person = people[round % people.length]!;
      statuses.push((await signin(person.email, person.password, office)).statusCode);
      // A few typos of people who never signed in here, fewer than the address may fail.
      if (round % 5 === 0) await signin(`visita${round}@correo.com.uy`, wrong, office);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('slows an address that fails over many e-mails, and nobody else', async () => {
    const ip = '10.5.0.1';
    const guesses = [0, 1, 2, 3, 4, 5].map((n) => () => signin(`persona${n}@correo.com.uy`, 'Clave#2026', ip));
    expect(await statusesOf(guesses)).toEqual([401, 401, 401, 401, 401, 401]);
    const held = await signin('persona6@correo.com.uy', 'Clave#2026', ip);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(tooMany);
    expect((await signin(adminB.email, adminB.password, ip)).statusCode).toBe(429);
    expect((await signin(adminB.email, adminB.password, '10.5.0.2')).statusCode).toBe(200);
  });

  it('counts e-mails in any case as the same one', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await signin(desk.email.toUpperCase(), wrong, '10.6.0.1');
    expect((await signin(desk.email, desk.password, '10.6.0.1')).statusCode).toBe(429);
  });

  it('forgets the failures of an address after a successful sign-in', async () => {
    const ip = '10.7.0.1';
    await signin(adminB.email, wrong, ip);
    await signin(adminB.email, wrong, ip);
    expect((await signin(adminB.email, adminB.password, ip)).statusCode).toBe(200);
    await signin(adminB.email, wrong, ip);
    await signin(adminB.email, wrong, ip);
    expect((await signin(adminB.email, adminB.password, ip)).statusCode).toBe(200);
  });

  it('shares the counters between server instances (they live in the database)', async () => {
    const { build } = await import('../../app');
    const other = await build({ config: t.config, database: t.database });
    try {
      const email = 'compartido@correo.com.uy';
      for (let attempt = 0; attempt < 3; attempt += 1) await signin(email, wrong, '10.8.0.1');
      const res = await other.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: systemHeaders,
        payload: { email, password: wrong },
        remoteAddress: '10.8.0.1',
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('knows the client by X-Forwarded-For only when the sender is a trusted proxy (TRUST_PROXY)', async () => {
    const { build } = await import('../../app');
    const proxy = '10.9.0.1';
    const email = 'tras-proxy@correo.com.uy';
    const proxied = await build({ config: { ...t.config, trustProxy: proxy }, database: t.database });
    try {
      const through = (client: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/signin',
          headers: { ...systemHeaders, 'x-forwarded-for': client },
          payload: { email, password: wrong },
          remoteAddress: proxy,
        });
      expect(await statusesOf([1, 2, 3].map(() => () => through('203.0.113.5')))).toEqual([401, 401, 401]);
      expect((await through('203.0.113.5')).statusCode).toBe(429);
      // Another client behind the same load balancer is another address, with its own answer.
      expect((await through('198.51.100.7')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy in front, a forged header names no one: the sender's own address is counted.
    const forged = (n: number) =>
      signin('falsificado@correo.com.uy', wrong, '10.9.0.2', { 'x-forwarded-for': `192.0.2.${n}` });
    expect(await statusesOf([1, 2, 3].map((n) => () => forged(n)))).toEqual([401, 401, 401]);
    expect((await forged(4)).statusCode).toBe(429);
  });
});

describe('the failure counters', () => {
  const policy = { free: 2, baseSeconds: 30, maxSeconds: 900, windowSeconds: 900 };

  it('give a delayed key’s turn to one attempt at a time, and take it back when it did not fail', async () => {
    const { failures } = t.app.limiter;
    const key = 'prueba:turnos';
    expect(await failures.claim(key, 0, policy)).toBe('free');
    await failures.fail(key, policy);
    expect((await failures.read([key])).get(key)).toEqual({ failures: 1, retryAfterSeconds: 0 });
    expect(await failures.claim(key, 1, policy)).toBe('claimed');
    expect(await failures.claim(key, 1, policy)).toBe('taken');
    expect((await failures.read([key])).get(key)?.retryAfterSeconds).toBe(30);
    await failures.release(key);
    expect((await failures.read([key])).get(key)).toEqual({ failures: 1, retryAfterSeconds: 0 });
    expect(await failures.claim(key, 1, policy)).toBe('claimed');
    await failures.fail(key, policy);
    expect((await failures.read([key])).get(key)).toEqual({ failures: 2, retryAfterSeconds: 30 });
    await letDelaysPass();
    await failures.fail(key, policy);
    expect((await failures.read([key])).get(key)).toEqual({ failures: 3, retryAfterSeconds: 60 });
    // A count read before another attempt changed it no longer holds the turn.
    await letDelaysPass();
    expect(await failures.claim(key, 2, policy)).toBe('taken');
    await failures.clear(key);
    expect((await failures.read([key])).has(key)).toBe(false);
  });
});

describe('the current password of a signed-in user (/auth/change)', () => {
  it('is checked at most a few times per window, even when guesses arrive at once', async () => {
    const headers = await t.headersOf(adminB);
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/change',
          headers,
          payload: { currentPassword: `Adivina#${n}00`, newPassword: 'Nueva#Clave2026' },
        }),
      ),
    );
    const statuses = guesses.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(10).fill(429)]);
    const held = guesses.find((answer) => answer.statusCode === 429)!;
    expect(held.json()).toEqual(tooMany);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Another user's checks are their own.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change',
      headers: await t.headersOf(desk),
      payload: { currentPassword: 'Adivina#000', newPassword: 'Nueva#Clave2026' },
    });
    expect(other.statusCode).toBe(400);
  });
});
