import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo';
import { testConfig } from '../config';
import { createTestApp, systemHeaders, type TestApp } from '../test/test-app';

const [, admin, adminB, desk] = demoLogins;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...testConfig().rateLimits,
      signinPerIp: { max: 6, windowSeconds: 60 },
      signinFailuresPerEmail: { max: 3, windowSeconds: 60 },
    },
  });
});
afterAll(() => t.close());

const signin = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: systemHeaders,
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in rate limits', () => {
  it('stops guessing one e-mail’s password after 3 failures, from any IP, in Spanish with Retry-After', async () => {
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      expect((await signin(admin.email, 'Otra#Clave1', ip)).statusCode).toBe(401);
    }
    const blocked = await signin(admin.email, 'Otra#Clave1', '10.1.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      ok: false,
      message: 'Demasiados intentos. Espere unos minutos e intente nuevamente.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: otherwise the limit would tell a guesser when they got it.
    expect((await signin(admin.email, admin.password, '10.1.0.5')).statusCode).toBe(429);
    // Other e-mails are not affected.
    expect((await signin(adminB.email, adminB.password, '10.1.0.6')).statusCode).toBe(200);
  });

  it('counts e-mails in any case as the same one', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await signin(desk.email.toUpperCase(), 'Mala#Clave1', `10.2.0.${attempt}`);
    }
    expect((await signin(desk.email, desk.password, '10.2.0.9')).statusCode).toBe(429);
  });

  it('limits the attempts of one IP over many e-mails', async () => {
    const ip = '10.3.0.1';
    const answers: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      answers.push((await signin(`persona${attempt}@correo.com.uy`, 'Clave#2026', ip)).statusCode);
    }
    expect(answers.slice(0, 6).every((status) => status === 401)).toBe(true);
    expect(answers[6]).toBe(429);
    expect((await signin(adminB.email, adminB.password, '10.3.0.2')).statusCode).toBe(200);
  });

  it('forgets the failures of an e-mail after a successful sign-in', async () => {
    await signin(adminB.email, 'Mala#Clave1', '10.4.0.1');
    await signin(adminB.email, 'Mala#Clave1', '10.4.0.2');
    expect((await signin(adminB.email, adminB.password, '10.4.0.3')).statusCode).toBe(200);
    await signin(adminB.email, 'Mala#Clave1', '10.4.0.4');
    await signin(adminB.email, 'Mala#Clave1', '10.4.0.5');
    expect((await signin(adminB.email, adminB.password, '10.4.0.6')).statusCode).toBe(200);
  });

  it('shares the counters between server instances (they live in the database)', async () => {
    const { build } = await import('../../app');
    const other = await build({ config: t.config, database: t.database });
    try {
      const email = 'compartido@correo.com.uy';
      await signin(email, 'Mala#Clave1', '10.5.0.1');
      await signin(email, 'Mala#Clave1', '10.5.0.2');
      await signin(email, 'Mala#Clave1', '10.5.0.3');
      const res = await other.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: systemHeaders,
        payload: { email, password: 'Mala#Clave1' },
        remoteAddress: '10.5.0.4',
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
