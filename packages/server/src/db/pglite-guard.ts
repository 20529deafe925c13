import { existsSync, mkdirSync, readdirSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { everythingUnder, type FolderReason, FolderUnwritable, firstUnwritable } from '../lib/folders';

type Listener = (payload: string) => void;

/** An embedded database on disk that survives its folder becoming unwritable for a while. */
export type GuardedPglite = {
  /** What drizzle queries: it forwards to the instance open now. */
  client: PGlite;
  listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type GuardOptions = {
  /** How often a statement may look at the folder again (a few access() calls). */
  lookEveryMs: number;
  /** The shortest wait between two attempts to open the database again. */
  reopenEveryMs: number;
  /** Below this, the folder counts as full: PostgreSQL needs 16 MiB for its next WAL segment. */
  minFreeBytes: number;
};

export const defaultGuardOptions: GuardOptions = {
  lookEveryMs: 500,
  reopenEveryMs: 1_000,
  minFreeBytes: 32 * 1024 * 1024,
};

// Where PostgreSQL creates files while serving: relations, WAL segments, commit status, checkpoint state.
const servingFolders = ['', 'base', 'global', 'pg_wal', 'pg_xact', 'pg_logical', 'pg_multixact', 'pg_subtrans'];

// The first message of a statement: Parse (extended protocol) or Query (simple protocol).
const PARSE = 0x50;
const QUERY = 0x51;

/** A PostgreSQL failure to use one of its files (SQLSTATE 42501 for EACCES/EROFS, 53100 for ENOSPC), by reason. */
const fileFailureOf = (error: unknown): FolderReason | null => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof message !== 'string') return null;
  if (code === '53100' || /No space left on device/.test(message)) return 'no-space';
  if (code !== '42501' && code !== '58030') return null;
  if (/Read-only file system/.test(message)) return 'read-only';
  if (/Permission denied|Operation not permitted/.test(message)) return 'permission';
  return null;
};

/**
 * A relation file PostgreSQL could not open, create or extend: the statement fails and the instance carries on.
 * After any other file (a WAL segment, commit status, a checkpoint's file) PGlite 0.5.16 spins forever, holding
 * the event loop, at its next statement: such an instance gets no other message and a new one is opened.
 */
const harmlessFailure = /^could not (open|create|extend) file "(base|global)\//;

type Opened = { pg: PGlite; failed: FolderUnwritable | null };

/**
 * PostgreSQL's shared buffers live in PGlite's WebAssembly memory, which never shrinks: with the default 128 MB a
 * started server and its database took 508 MB before any work, 564 MB generating 2,000 statements. With 32 MB:
 * 411-430 MB and 489-501 MB (packages/server/bench/statements.ts), the month's detail and Deuda as fast at the
 * median (bench/common-expenses.ts); a page not in them is a read from the operating system's file cache.
 */
const embeddedSettings = ['-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=32MB'];

const createPglite = (dataDir: string) =>
  PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, ...embeddedSettings] });

/** The instance is never used again: its file descriptors are closed, and a close (a checkpoint) is not tried. */
const abandon = (pg: PGlite) => {
  try {
    pg.Module.FS.quit();
  } catch {
    // Already closed.
  }
};

/**
 * PGlite on a folder that may stop being writable while the server runs (permissions changed, a read-only remount,
 * a full disk). Every statement starting outside a transaction looks at the folder (at most every `lookEveryMs`)
 * and is refused with FolderUnwritable while it cannot be written (a 503 naming it); statements of a transaction
 * already open go on, so it commits or rolls back. Once the folder can be written again, statements run again;
 * an instance that failed beyond a statement is replaced by a new one on the same folder (what was committed is in
 * its WAL), with its LISTENs, and without a restart.
 */
export const openGuardedPglite = async (
  dataDir: string,
  options: GuardOptions = defaultGuardOptions,
): Promise<GuardedPglite> => {
  mkdirSync(dataDir, { recursive: true });
  let suspended: FolderUnwritable | null = null;
  let lookedAt = 0;
  let nextReopen = 0;
  let reopening: Promise<void> | null = null;
  let closed = false;
  const listens = new Set<{ channel: string; listener: Listener; stop: (() => Promise<void>) | null }>();

  const watched = () => {
    const base = join(dataDir, 'base');
    const databases = existsSync(base) ? readdirSync(base).map((name) => join(base, name)) : [];
    return [...servingFolders.map((name) => join(dataDir, name)), ...databases].filter((path) => existsSync(path));
  };
  let watchedPaths = watched();

  const problem = (paths: string[]) => {
    const unwritable = firstUnwritable('data', dataDir, paths);
    if (unwritable) return unwritable;
    try {
      const { bavail, bsize } = statfsSync(dataDir);
      if (bavail * bsize < options.minFreeBytes) return new FolderUnwritable('data', dataDir, 'no-space');
    } catch {
      // No answer about space: the writes will tell.
    }
    return null;
  };

  const look = () => {
    const now = Date.now();
    if (now - lookedAt >= options.lookEveryMs) {
      lookedAt = now;
      suspended = problem(watchedPaths);
    }
    return suspended;
  };

  const guard = (pg: PGlite): Opened => {
    const opened: Opened = { pg, failed: null };
    const forward = pg.execProtocolStream.bind(pg);
    // Every message of every statement (and BEGIN, COMMIT, ROLLBACK, LISTEN) goes through execProtocolStream.
    pg.execProtocolStream = async (...args: Parameters<PGlite['execProtocolStream']>) => {
      if (opened.failed) throw opened.failed;
      const [message] = args;
      if ((message[0] === PARSE || message[0] === QUERY) && !pg.isInTransaction()) {
        const unwritable = look();
        if (unwritable) throw unwritable;
      }
      try {
        return await forward(...args);
      } catch (error) {
        const reason = fileFailureOf(error);
        if (!reason) throw error;
        const unwritable = new FolderUnwritable('data', dataDir, reason, dataDir, { cause: error });
        suspended = unwritable;
        lookedAt = Date.now();
        if (!harmlessFailure.test((error as Error).message)) opened.failed = unwritable;
        throw unwritable;
      }
    };
    return opened;
  };

  let current = guard(await createPglite(dataDir));

  const reopen = async () => {
    const failed = current.failed as FolderUnwritable;
    if (closed || Date.now() < nextReopen) throw failed;
    nextReopen = Date.now() + options.reopenEveryMs;
    // Every file once: a new instance replays the WAL, and it would spin on a file it cannot write.
    const unwritable = problem(everythingUnder(dataDir));
    if (unwritable) {
      current.failed = unwritable;
      throw unwritable;
    }
    const fresh = guard(
      await createPglite(dataDir).catch(() => {
        throw failed;
      }),
    );
    const previous = current;
    current = fresh;
    suspended = null;
    lookedAt = Date.now();
    watchedPaths = watched();
    abandon(previous.pg);
    for (const listen of listens) listen.stop = await fresh.pg.listen(listen.channel, listen.listener);
  };

  const ready = async (): Promise<PGlite> => {
    if (!current.failed) return current.pg;
    reopening ??= reopen().finally(() => {
      reopening = null;
    });
    await reopening;
    return current.pg;
  };

  const client = {
    query: async (...args: Parameters<PGlite['query']>) => (await ready()).query(...args),
    exec: async (...args: Parameters<PGlite['exec']>) => (await ready()).exec(...args),
    transaction: async (...args: Parameters<PGlite['transaction']>) => (await ready()).transaction(...args),
  };

  return {
    client: client as unknown as PGlite,
    listen: async (channel, listener) => {
      const listen = { channel, listener, stop: null as (() => Promise<void>) | null };
      listens.add(listen);
      try {
        listen.stop = await (await ready()).listen(channel, listener);
      } catch (error) {
        listens.delete(listen);
        throw error;
      }
      return async () => {
        listens.delete(listen);
        await listen.stop?.().catch(() => undefined);
      };
    },
    close: async () => {
      closed = true;
      await reopening?.catch(() => undefined);
      // Closing writes a checkpoint, which PGlite never returns from where it cannot write. What was committed
      // is in the WAL and replayed at the next start.
      if (current.failed || problem(watchedPaths)) {
        abandon(current.pg);
        return;
      }
      await current.pg.close();
    },
  };
};

/** In memory (tests) nothing can stop being writable: the instance itself. */
const openInMemory = async (dataDir: string): Promise<GuardedPglite> => {
  const pg = await createPglite(dataDir);
  return { client: pg, listen: (channel, listener) => pg.listen(channel, listener), close: () => pg.close() };
};

/** PGlite in `dataDir`: guarded on disk, as it is in memory (`memory://`). */
export const openEmbedded = (dataDir: string): Promise<GuardedPglite> =>
  dataDir.startsWith('memory://') ? openInMemory(dataDir) : openGuardedPglite(dataDir);
