import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { DatabaseHandle } from '../../db/client';
import { brotliOptions, etagOf, gzipOptions } from '../http/answer-encoding';
import type { Scope } from '../tenant/scope';

/** The channel the database's statement triggers (migration 0006) announce every change of the product's data on. */
export const DATA_CHANNEL = 'data_changed';

type Entry = { body: string; etag: string; bytes: number; until: number; brotli?: Buffer; gzip?: Buffer };

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
 * The answers of GET calls, serialized once and sent again while nothing changed: a busy list (5,000 residents
 * asked by many at once) costs a copy instead of a query and 1.4 MB of JSON per request, and its brotli and gzip
 * bodies are made once too. Any change of the data, by any code on any instance, reaches every instance through
 * the database's triggers at commit and drops every answer; a write call drops this instance's before it answers.
 * An answer read while a change happened is not kept, so none outlives a change it could have missed.
 */
export const createAnswerCache = (handle: DatabaseHandle, options: AnswerCacheOptions = {}) => {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const enabled = maxBytes > 0;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  let unlisten: (() => Promise<void>) | null = null;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };

  return {
    get: (key: string): Entry | undefined => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(key);
        bytes -= entry.bytes;
        return undefined;
      }
      // Most recently used last, so the oldest is the first to go.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    /** Where the change count stands when an answer starts being read. */
    mark: () => generation,

    /** Keeps an answer read since `mark`, unless the data changed meanwhile. */
    keep: (key: string, body: string, mark: number): Entry | undefined => {
      if (!enabled || mark !== generation || body.length > maxBytes) return undefined;
      const entry: Entry = {
        body,
        etag: etagOf(body),
        bytes: body.length,
        until: now() + maxAgeMs,
      };
      const previous = entries.get(key);
      if (previous) bytes -= previous.bytes;
      entries.delete(key);
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.bytes;
      }
      return entry;
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

    forgetAll,

    start: async () => {
      unlisten = await handle.listen(DATA_CHANNEL, forgetAll);
    },

    stop: async () => {
      await unlisten?.();
      unlisten = null;
      forgetAll();
    },
  };
};

export type AnswerCache = ReturnType<typeof createAnswerCache>;
