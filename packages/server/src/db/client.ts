import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runner: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

export type NotificationListener = (payload: string) => void;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL LISTEN: every instance on the same database hears what any of them NOTIFYs. */
  listen: (channel: string, listener: NotificationListener) => Promise<() => Promise<void>>;
  notify: (channel: string, payload: string) => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number shared by every instance: whoever holds the lock migrates, the others wait for it.
const MIGRATION_LOCK_ID = 7_261_998;

const quoteIdentifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Canal de notificación inválido: ${name}`);
  return `"${name}"`;
};

/**
 * One dedicated connection holds every LISTEN (a pooled one would drop them); if it breaks, it reconnects
 * and listens again, so an instance keeps hearing the others after a database restart.
 */
const createPostgresListener = (connectionString: string) => {
  const listeners = new Map<string, Set<NotificationListener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      next.on('error', () => {
        client = null;
        connecting = null;
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
      });
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`LISTEN ${quoteIdentifier(channel)}`);
      client = next;
      return next;
    })().catch((error: unknown) => {
      connecting = null;
      throw error;
    });
    return connecting;
  };

  return {
    listen: async (channel: string, listener: NotificationListener) => {
      const set = listeners.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(listener);
      listeners.set(channel, set);
      const active = client ?? (await connect());
      if (first) await active.query(`LISTEN ${quoteIdentifier(channel)}`);
      return async () => {
        set.delete(listener);
        if (set.size === 0 && client) await client.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
      };
    },
    close: async () => {
      closed = true;
      const active = client ?? (await connecting?.catch(() => null)) ?? null;
      await active?.end().catch(() => undefined);
    },
  };
};

const openPostgres = async (connectionString: string): Promise<DatabaseHandle> => {
  const lockClient = new pg.Client({ connectionString });
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(lockClient, { schema }), { migrationsFolder });
    await lockClient.query('SELECT track_data_changes()');
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lockClient.end();
  }
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that the server drops (restart, failover) must not take the process down: the pool replaces it.
  pool.on('error', () => undefined);
  const listener = createPostgresListener(connectionString);
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    listen: listener.listen,
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
};

const openPglite = async (dataDir: string): Promise<DatabaseHandle> => {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await client.query('SELECT track_data_changes()');
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: async (channel, listener) => {
      const unlisten = await client.listen(quoteIdentifier(channel), listener);
      return () => unlisten();
    },
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
};

/** Opens the database and brings its schema up to date. */
export const openDatabase = (options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
