import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openEmbedded } from './pglite-guard';
import * as schema from './schema';
import { TransactionPool } from './transaction-pool';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runner: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

export type NotificationListener = (payload: string) => void;

/** Told `false` when the LISTEN session is lost and `true` when it listens again. */
export type ListenWatcher = (listening: boolean) => void;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL LISTEN: every instance on the same database hears what any of them NOTIFYs. */
  listen: (channel: string, listener: NotificationListener) => Promise<() => Promise<void>>;
  notify: (channel: string, payload: string) => Promise<void>;
  /** Whether notifications are heard now; between a lost LISTEN session and its return, some are missed. */
  listening: () => boolean;
  /**
   * Follows the LISTEN session: whoever keeps copies of what notifications announce must drop them when it is
   * lost (nothing tells them what changed meanwhile) and again when it is back.
   */
  watchListening: (watcher: ListenWatcher) => () => void;
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number shared by every instance: whoever holds the lock migrates, the others wait for it.
const MIGRATION_LOCK_ID = 7_261_998;

/** The longest wait between two attempts to listen again: a database back from a restart is heard within it. */
const MAX_RELISTEN_MS = 2_000;

const quoteIdentifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Canal de notificación inválido: ${name}`);
  return `"${name}"`;
};

/**
 * One dedicated connection holds every LISTEN (a pooled one would drop them). When it breaks (a restart, a
 * failover, a network cut) the watchers hear it at once, and it connects and listens again for as long as it
 * takes, waiting 250 ms, 500 ms… up to 2 s between attempts; the watchers hear when it is back.
 */
const createPostgresListener = (connectionString: string) => {
  const listeners = new Map<string, Set<NotificationListener>>();
  const watchers = new Set<ListenWatcher>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  const tell = (listening: boolean) => {
    for (const watcher of watchers) watcher(listening);
  };

  const again = () => {
    if (closed || retry || connecting) return;
    const wait = Math.min(MAX_RELISTEN_MS, 250 * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect().catch(again);
    }, wait);
    retry.unref();
  };

  const lose = (lost: pg.Client) => {
    lost.removeAllListeners('notification');
    void lost.end().catch(() => undefined);
    if (client !== lost) return;
    client = null;
    tell(false);
    again();
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
      // Without a listener an 'error' event ends the process; a lost session is handled, not fatal.
      next.on('error', () => lose(next));
      next.on('end', () => lose(next));
      next.on('notification', (message) => {
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        next.removeAllListeners('notification');
        await next.end().catch(() => undefined);
        throw error;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        throw new Error('listener closed');
      }
      client = next;
      failures = 0;
      tell(true);
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    listen: async (channel: string, listener: NotificationListener) => {
      const set = listeners.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(listener);
      listeners.set(channel, set);
      // The first listen connects; while the session is being restored, the next one listens to every channel.
      if (client) {
        if (first) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      } else if (!retry) {
        await connect();
      }
      return async () => {
        set.delete(listener);
        if (set.size === 0 && client) await client.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
      };
    },
    listening: () => client !== null,
    watch: (watcher: ListenWatcher) => {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const active = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await active?.end().catch(() => undefined);
    },
  };
};

const openPostgres = async (connectionString: string): Promise<DatabaseHandle> => {
  const lockClient = new pg.Client({ connectionString });
  // A connection lost while migrating fails the start through the query, not through an unhandled 'error' event.
  lockClient.on('error', () => undefined);
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(lockClient, { schema }), { migrationsFolder });
    await lockClient.query('SELECT track_data_changes()');
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lockClient.end();
  }
  const pool = new TransactionPool({ connectionString, max: 10, keepAlive: true, connectionTimeoutMillis: 5_000 });
  // A connection the database drops (restart, failover, network cut) must not take the process down. The pool
  // listens for errors on idle connections only; one checked out by a request when it breaks would emit an
  // unhandled 'error' and end the process, so every connection gets its own listener for its whole life. The
  // request's query fails instead (answered 503) and the pool discards the connection.
  pool.on('error', () => undefined);
  pool.on('connect', (connection) => {
    connection.on('error', () => undefined);
  });
  const listener = createPostgresListener(connectionString);
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    listen: listener.listen,
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listening: listener.listening,
    watchListening: listener.watch,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
};

const openPglite = async (dataDir: string): Promise<DatabaseHandle> => {
  // On disk, a folder that stops being writable is answered with a 503 and recovered from without a restart.
  const pglite = await openEmbedded(dataDir);
  const { client } = pglite;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  await client.query('SELECT track_data_changes()');
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: async (channel, listener) => {
      const unlisten = await pglite.listen(quoteIdentifier(channel), listener);
      return () => unlisten();
    },
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // In the same process as the database: its notifications cannot be lost on the way.
    listening: () => true,
    watchListening: () => () => undefined,
    close: () => pglite.close(),
  };
};

/** Opens the database and brings its schema up to date. */
export const openDatabase = (options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
