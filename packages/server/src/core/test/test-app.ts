import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildPath, type CallDefinition } from '@horizontal/domain';
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { build } from '../../app';
import { type ServerConfig, testConfig } from '../../config/server-config';
import { openDatabase } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { seedDemo } from '../../seed/demo';

/** A fresh database per test file: in-memory PGlite, or a new database on the server of DATABASE_URL. */
export const freshDatabaseUrl = async (): Promise<{ url?: string; drop: () => Promise<void> }> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { drop: async () => undefined };
  const name = `horizontal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pg's Pool.end resolves before its sockets close: wait for them, so FORCE kills none that would then error.
      for (let tries = 0; tries < 50; tries += 1) {
        const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

export const systemHeaders = { 'x-system': '1' } as const;

/** A fresh database with only its schema, as a first start finds it (in-memory PGlite or a new PostgreSQL database). */
export const openFreshDatabase = async (overrides: Partial<ServerConfig> = {}) => {
  const fresh = await freshDatabaseUrl();
  const config = testConfig({ databaseUrl: fresh.url, ...overrides });
  const database = await openDatabase(config);
  return {
    config,
    database,
    db: database.db,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
};

export const createTestApp = async (overrides: Partial<ServerConfig> = {}) => {
  const { config, database, close } = await openFreshDatabase(overrides);
  await seedDemo(database.db);
  const app = await build({ config, database });
  const headersOf = async (login: { email: string; password: string }) => {
    const res = await app.inject({
      method: 'POST',
      url: `${config.apiPrefix}/auth/signin`,
      headers: systemHeaders,
      payload: { email: login.email, password: login.password },
    });
    const token = res.json().token as string | undefined;
    if (!token) throw new Error(`No se pudo iniciar sesión como ${login.email}: ${res.body}`);
    return { ...systemHeaders, 'x-token': token };
  };
  /** One call of the contract, by its definition: the spec's path filled with `params`, as `login` (or anonymous). */
  const call = async (
    definition: CallDefinition,
    options: {
      params?: Record<string, string | number>;
      body?: unknown;
      as?: { email: string; password: string };
      headers?: Record<string, string>;
      ip?: string;
    } = {},
  ) =>
    app.inject({
      method: definition.method,
      url: `${config.apiPrefix}${buildPath(definition.path, options.params)}`,
      headers: options.headers ?? (options.as ? await headersOf(options.as) : systemHeaders),
      payload: definition.method === 'GET' || options.body === undefined ? undefined : (options.body as object),
      remoteAddress: options.ip,
    });
  return {
    app,
    call,
    db: database.db,
    database,
    kind: database.kind,
    config,
    /** Signs in and answers the headers of an authenticated call. */
    headersOf,
    /** The e-mails delivered so far (after delivering what is queued), oldest first, as raw .eml text. */
    outbox: async (): Promise<string[]> => {
      await app.afterAnswer.settled();
      await app.outbox.deliver();
      const files = await readdir(config.mail.outboxDir).catch(() => [] as string[]);
      return Promise.all(files.sort().map((file) => readFile(join(config.mail.outboxDir, file), 'utf8')));
    },
    close: async () => {
      await app.close();
      await close();
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The text of an e-mail with quoted-printable soft breaks and escapes undone, for simple assertions. */
export const mailText = (eml: string): string => {
  const joined = eml.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

/**
 * The audit trail of one record in the embedded database of a server that has stopped (its PGlite folder): what an
 * end-to-end journey checks was kept after the pages hid the record. Oldest first, with who did each change.
 */
export const auditTrailIn = async (pgliteDir: string, entity: string, entityId: number) => {
  const database = await openDatabase(testConfig({ dataDir: pgliteDir }));
  try {
    return await database.db
      .select({ action: auditLog.action, by: users.email, at: auditLog.createdAt })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(asc(auditLog.id));
  } finally {
    await database.close();
  }
};
