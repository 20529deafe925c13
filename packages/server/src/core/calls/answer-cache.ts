import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brotliOptions, etagOf, gzipOptions } from '../http/answer-encoding';
import type { Scope } from '../tenant/scope';
import type { VersionOf } from './data-versions';

type Entry = {
  body: string;
  etag: string;
  bytes: number;
  until: number;
  /** The version of the scope's data read before the answer was. */
  version: string;
  brotli?: Buffer;
  gzip?: Buffer;
};

/**
 * What a read finds: the kept answer, or the means to keep the one its handler writes. `keep` keeps an answer read
 * after this lookup (and hands it to the reads that waited for it); `release` ends a read that kept nothing (it
 * failed, or its answer is not one to keep), and must follow every lookup that found no entry.
 */
export type Lookup = {
  entry?: Entry;
  keep: (body: string) => Entry | undefined;
  release: () => void;
};

export type AnswerCacheOptions = {
  /** Bytes of JSON kept at most; the least recently used answers go first. */
  maxBytes?: number;
  /**
   * The longest an answer is kept even if nothing changes: an answer may depend on the clock (what is due today)
   * or on a signed link that expires.
   */
  maxAgeMs?: number;
  now?: () => number;
};

/** Whose answer it is: the call, its URL and the caller's scope (what the handler may read). */
export const answerKey = (callName: string, url: string, scope: Scope) =>
  `${callName}\n${url}\n${scope.kind}:${scope.userId ?? ''}:${
    scope.kind === 'tenant' ? `${scope.companyId}:${scope.buildingIds.join(',')}` : ''
  }`;

/**
 * The answers of GET calls, serialized once and sent again while nothing they read changed: a busy list (5,000
 * residents asked by many at once) costs a copy instead of a query and 1.4 MB of JSON per request, and its brotli
 * and gzip bodies are made once too. Each answer carries the version of its scope's data it was read at
 * (data-versions.ts), and every read compares it with the stored version first: the writing transaction bumps that
 * version before it commits, so a read that starts after a commit, on any instance, never gets an answer from
 * before it. No message between instances is needed, nor can one arrive late. A change in one company leaves the
 * other companies' answers kept.
 */
export const createAnswerCache = (versionOf: VersionOf, options: AnswerCacheOptions = {}) => {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const enabled = maxBytes > 0;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** The answers being read now, by key: the version each read saw and what it will keep. */
  const reading = new Map<string, { version: string; answer: Promise<Entry | undefined> }>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const forget = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const store = (key: string, entry: Entry) => {
    const previous = entries.get(key);
    // A slower read that started before another's leaves the newer one's answer kept.
    if (previous && BigInt(previous.version) > BigInt(entry.version)) return;
    if (previous) forget(key, previous);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldest, old] of entries) {
      if (bytes <= maxBytes) break;
      forget(oldest, old);
    }
  };

  const nothingKept: Lookup = { keep: () => undefined, release: () => undefined };

  /** A read that runs its handler; the reads that find it under way at the same version wait for its answer. */
  const reader = (key: string, version: string): Lookup => {
    misses += 1;
    let settle: (entry: Entry | undefined) => void = () => undefined;
    const own = { version, answer: new Promise<Entry | undefined>((resolve) => (settle = resolve)) };
    const current = reading.get(key);
    if (!current || BigInt(current.version) <= BigInt(version)) reading.set(key, own);
    const done = (entry: Entry | undefined) => {
      if (reading.get(key) === own) reading.delete(key);
      settle(entry);
    };
    return {
      keep: (body) => {
        if (body.length > maxBytes) {
          done(undefined);
          return undefined;
        }
        const entry: Entry = { body, etag: etagOf(body), bytes: body.length, until: now() + maxAgeMs, version };
        store(key, entry);
        done(entry);
        return entry;
      },
      release: () => done(undefined),
    };
  };

  return {
    /**
     * The kept answer when it was read at the data's current version. Otherwise the version to keep the new answer
     * under is the one read now, before the handler reads: a change committed while the handler runs then leaves
     * the answer under the older version, which the next read finds outdated, instead of hiding it under the newer
     * one.
     */
    lookup: async (key: string, scope: Scope): Promise<Lookup> => {
      if (!enabled) return nothingKept;
      const version = await versionOf(scope);
      const entry = entries.get(key);
      if (entry && entry.version === version && entry.until > now()) {
        // Most recently used last, so the oldest is the first to go.
        entries.delete(key);
        entries.set(key, entry);
        hits += 1;
        return { ...nothingKept, entry };
      }
      // Versions only grow: an answer of an older version is never good again (a newer one stays, for newer reads).
      if (entry && (entry.until <= now() || BigInt(entry.version) < BigInt(version))) forget(key, entry);
      // A read of this answer under way at this same version started after every change this read must see (none
      // was committed between the two version reads): its answer serves both, so a change does not send every
      // client of a busy list to the database at once.
      const under = reading.get(key);
      if (under && under.version === version) {
        const shared = await under.answer;
        if (shared) {
          hits += 1;
          return { ...nothingKept, entry: shared };
        }
      }
      return reader(key, version);
    },

    /** The body as a client that accepts `encoding` should receive it, compressed once per answer. */
    encoded: (entry: Entry, encoding: 'br' | 'gzip'): Buffer => {
      if (encoding === 'br') {
        entry.brotli ??= brotliCompressSync(entry.body, brotliOptions);
        return entry.brotli;
      }
      entry.gzip ??= gzipSync(entry.body, gzipOptions);
      return entry.gzip;
    },

    /**
     * Reads answered without running their handler (a kept answer, or the one another read at the same version
     * wrote) and reads that ran it, since the start; for the benches.
     */
    stats: () => ({ hits, misses, entries: entries.size, bytes }),
  };
};

export type AnswerCache = ReturnType<typeof createAnswerCache>;
