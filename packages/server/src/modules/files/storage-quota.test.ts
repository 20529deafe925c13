import { contract } from '@horizontal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../app';
import { testConfig } from '../../config/server-config';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [master, admin, adminB] = demoLogins;
const MB = 1_048_576;
const full = 'Se alcanzó el espacio de archivos de la administradora (1 MB). Pida más espacio para subir este archivo.';

let t: TestApp;
/** A second server instance on the same database, as a second process behind a load balancer would be. */
let other: FastifyInstance;
let otherHandle: DatabaseHandle;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ files: { ...testConfig().files, quotaBytes: MB } });
  otherHandle = t.database.kind === 'postgres' ? await openDatabase(t.config) : t.database;
  other = await build({ config: t.config, database: otherHandle });
  for (const login of [master!, admin!, adminB!]) headers[login.email] = await t.headersOf(login);
});

afterAll(async () => {
  await other.close();
  if (otherHandle !== t.database) await otherHandle.close();
  await t.close();
});

beforeEach(async () => {
  await t.db.delete(storedFiles);
});

const sign = (as: { email: string }, size: number, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: `${t.config.apiPrefix}${contract.general.getSignedUrl.path}`,
    headers: headers[as.email],
    payload: { fileName: 'acta.pdf', contentType: 'application/pdf', size, folder: 'documentos' },
  });

describe('storage quota of each administradora', () => {
  it('signs within the quota and refuses, in Spanish, what would pass it', async () => {
    expect((await sign(admin!, 600_000)).statusCode).toBe(200);
    const refused = await sign(admin!, 500_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ ok: false, message: full });
    expect((await sign(admin!, 400_000)).statusCode).toBe(200);
  });

  it('does not count another administradora’s files, nor limit the master', async () => {
    expect((await sign(admin!, 1_000_000)).statusCode).toBe(200);
    expect((await sign(admin!, 100_000)).statusCode).toBe(409);
    expect((await sign(adminB!, 1_000_000)).statusCode).toBe(200);
    const logo = await t.app.inject({
      method: 'POST',
      url: `${t.config.apiPrefix}${contract.general.getSignedUrl.path}`,
      headers: headers[master!.email],
      payload: { fileName: 'logo.png', contentType: 'image/png', size: 1_000_000, folder: 'logos' },
    });
    expect(logo.statusCode).toBe(200);
  });

  it('counts an upload by the bytes that arrived, and forgets a URL never used once it expires', async () => {
    const grant = (await sign(admin!, 900_000)).json();
    const pdf = Buffer.from('%PDF-1.4\n% Acta\n');
    const put = await t.app.inject({ method: 'PUT', url: grant.url, headers: grant.headers, payload: pdf });
    expect(put.statusCode).toBe(200);
    expect((await sign(admin!, 900_000)).statusCode).toBe(200);
    expect((await sign(admin!, 900_000)).statusCode).toBe(409);
    await t.db
      .update(storedFiles)
      .set({ pendingUntil: sql`now() - interval '1 second'` })
      .where(eq(storedFiles.sizeBytes, 900_000));
    expect((await sign(admin!, 900_000)).statusCode).toBe(200);
  });

  it('is counted in the database: every instance, and signings at once, keep to it', async () => {
    expect((await sign(admin!, 600_000, other)).statusCode).toBe(200);
    expect((await sign(admin!, 600_000)).statusCode).toBe(409);
    const together = await Promise.all([1, 2, 3, 4].map((n) => sign(admin!, 200_000, n % 2 ? other : t.app)));
    expect(together.map((res) => res.statusCode).sort()).toEqual([200, 200, 409, 409]);
  });
});
