import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../app';
import { createTestApp, systemHeaders, type TestApp } from '../test/test-app';
import { databaseFactsOf, redactedUrl, safeError } from './safe-log';

/** Issue #15 item 5: the log names what failed and where, never the personal data a request carried. */
const person = { name: 'Ana Pérez Secreta', email: 'ana.secreta@correo.com.uy', identity: '12345672' };

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // A second server on the same database, logging at info into `lines`.
  app = await build({
    config: { ...t.config, logLevel: 'info' },
    database: t.database,
    logStream: { write: (line) => lines.push(line) },
  });
  await t.db.execute(sql`CREATE TABLE IF NOT EXISTS log_probe (email text CONSTRAINT log_probe_email UNIQUE)`);
  app.post('/api/log-probe/duplicate', async () => {
    for (let time = 0; time < 2; time += 1) {
      await app.db.execute(sql`INSERT INTO log_probe (email) VALUES (${person.email})`);
    }
    return { ok: true, message: 'OK' };
  });
  app.post('/api/log-probe/broken', async () => {
    await app.db.execute(sql`SELECT ${person.name}::text AS name, ${person.identity}::int / 0 AS ratio`);
    return { ok: true, message: 'OK' };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const linesOf = async (run: () => Promise<unknown>) => {
  lines.length = 0;
  await run();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
};

const expectNoPersonalData = (logged: Record<string, unknown>[]) => {
  const text = JSON.stringify(logged);
  for (const value of Object.values(person)) expect(text).not.toContain(value);
  expect(text).not.toContain('params');
  expect(text).not.toMatch(/INSERT|SELECT/);
};

describe('the log of a failed query', () => {
  it('keeps a refused query to its SQLSTATE, table, constraint and route', async () => {
    let status = 0;
    const logged = await linesOf(async () => {
      status = (await app.inject({ method: 'POST', url: '/api/log-probe/duplicate', headers: systemHeaders }))
        .statusCode;
    });
    expect(status).toBe(409);
    expectNoPersonalData(logged);
    expect(logged).toContainEqual(
      expect.objectContaining({
        sqlState: '23505',
        table: 'log_probe',
        constraint: 'log_probe_email',
        method: 'POST',
        route: '/api/log-probe/duplicate',
      }),
    );
  });

  it('keeps a failure of the database to its SQLSTATE and route, with no query or parameters', async () => {
    let res = { statusCode: 0, body: '' };
    const logged = await linesOf(async () => {
      res = await app.inject({ method: 'POST', url: '/api/log-probe/broken', headers: systemHeaders });
    });
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body).message).toBe(
      'Ocurrió un error inesperado en el servidor. Intente nuevamente en unos minutos.',
    );
    expectNoPersonalData(logged);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        route: '/api/log-probe/broken',
        err: expect.objectContaining({ type: 'DatabaseError', sqlState: '22012' }),
      }),
    );
  });

  it('logs the notifications stream without its token', async () => {
    const token = 'TokenSecretoDeSesion0123456789abcdefghijklmno';
    const logged = await linesOf(() => app.inject({ method: 'GET', url: `/api/notifications/stream?token=${token}` }));
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(logged).toContainEqual(
      expect.objectContaining({ req: expect.objectContaining({ url: '/api/notifications/stream?token=[redacted]' }) }),
    );
  });
});

describe('the log of anything else', () => {
  it('hides whom an e-mail goes to and its subject', async () => {
    const logged = await linesOf(async () => {
      app.log.info({ to: person.email, subject: `Consulta desde el sitio: ${person.name}` }, 'correo enviado');
    });
    expectNoPersonalData(logged);
    expect(logged).toContainEqual(expect.objectContaining({ to: '[oculto]', subject: '[oculto]' }));
  });
});

describe('the log serializers', () => {
  it('hide the values of a query string, keeping its names', () => {
    expect(redactedUrl('/api/notifications/stream?token=abc.def&x=1')).toBe(
      '/api/notifications/stream?token=[redacted]&x=[redacted]',
    );
    expect(redactedUrl('/api/companies/findall')).toBe('/api/companies/findall');
    expect(redactedUrl('/api/x?')).toBe('/api/x');
    expect(redactedUrl('/api/x?ana@correo.com')).toBe('/api/x?[redacted]');
  });

  it('reduce an error of drizzle, and one it wraps, to the facts of the database', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      table: 'users',
      constraint: 'users_email',
      detail: `Key (email)=(${person.email}) already exists.`,
    });
    const drizzle = Object.assign(new Error(`Failed query: insert into users\nparams: ${person.email}`), {
      query: 'insert into users',
      params: [person.email],
      cause: driver,
    });
    const wrapped = new Error('no se pudo crear el usuario', { cause: drizzle });
    for (const error of [driver, drizzle, wrapped]) {
      expect(databaseFactsOf(error)).toEqual({ sqlState: '23505', table: 'users', constraint: 'users_email' });
      const logged = JSON.stringify(safeError(error));
      expect(logged).not.toContain(person.email);
      expect(logged).not.toContain('params');
    }
    expect(databaseFactsOf(new Error('otra cosa'))).toBeNull();
    expect(safeError(new TypeError('otra cosa'))).toMatchObject({ type: 'TypeError', message: 'otra cosa' });
  });
});
