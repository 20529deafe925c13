import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyFrom } from './server-config';

describe('loadConfig', () => {
  it('checks answers against the contract except in production, unless told', () => {
    expect(loadConfig({}).validateAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).validateAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).validateAnswers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', VALIDATE_ANSWERS: 'true' }).validateAnswers).toBe(true);
    expect(loadConfig({ VALIDATE_ANSWERS: 'false' }).validateAnswers).toBe(false);
  });

  it('serves the app built in packages/app by default, wherever this file sits', () => {
    const appDist = loadConfig({}).appDist ?? '';
    expect(appDist.endsWith('packages/app/dist')).toBe(true);
    expect(existsSync(join(appDist, '..', 'package.json'))).toBe(true);
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(trustProxyFrom('loopback,uniquelocal')).toBe('loopback,uniquelocal');
    // Fastify would trust nobody with a hop count, and every client would share the balancer's address.
    expect(() => trustProxyFrom('1')).toThrow(/TRUST_PROXY/);
  });

  it('reads the sign-in throttles as failures that pass and the seconds they are remembered', () => {
    const { rateLimits } = loadConfig({ RATE_LIMIT_SIGNIN_EMAIL_IP: '4/600', RATE_LIMIT_SIGNIN_IP: 'mal' });
    expect(rateLimits.signinFailuresPerEmailAndIp).toEqual({
      free: 4,
      baseSeconds: 1,
      maxSeconds: 600,
      windowSeconds: 600,
    });
    expect(rateLimits.signinFailuresPerEmail).toEqual({
      free: 10,
      baseSeconds: 1,
      maxSeconds: 900,
      windowSeconds: 900,
    });
    expect(rateLimits.signinFailuresPerIp.free).toBe(30);
  });

  it('loads the demo only into the embedded database unless SEED_DEMO says otherwise', () => {
    const postgres = 'postgres://horizontal@db.interno:5432/horizontal';
    expect(loadConfig({}).seedDemo).toBe(true);
    // e2e and the README start with an empty DATABASE_URL: still the embedded database.
    expect(loadConfig({ DATABASE_URL: '' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: postgres }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'si' })).toThrow('SEED_DEMO: indique true o false.');
  });

  it('reads the master of a first start from MASTER_EMAIL and MASTER_NAME, checked', () => {
    expect(loadConfig({}).master).toBeUndefined();
    expect(loadConfig({ MASTER_EMAIL: ' Dueno@Horizontal.UY ' }).master).toEqual({
      email: 'dueno@horizontal.uy',
      name: 'Usuario maestro',
    });
    expect(loadConfig({ MASTER_EMAIL: 'ana@prado.com.uy', MASTER_NAME: ' Ana Pérez ' }).master).toEqual({
      email: 'ana@prado.com.uy',
      name: 'Ana Pérez',
    });
    expect(() => loadConfig({ MASTER_EMAIL: 'ana@prado' })).toThrow(/^Correo del usuario maestro: /);
  });
});
