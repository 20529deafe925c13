import type { DatabaseHandle } from '../../db/client';
import type { Permissions } from './permissions';
import type { SessionsRepository } from './sessions';

/** The channel the database's triggers (migration 0005) announce every change to sessions, users and profiles on. */
export const AUTH_CHANNEL = 'auth_changed';

type LiveSession = NonNullable<Awaited<ReturnType<SessionsRepository['findLive']>>>;

/** What changed: `user:12`, `session:40`, `role:3`, as the triggers say it. */
export type AuthChange = { kind: 'user' | 'session' | 'role'; id: number };

export type AuthCacheOptions = {
  /** The longest a copy is trusted; changes drop it sooner. */
  lifeMs?: number;
  /** Sessions kept at most; the least recently used go first. */
  maxSessions?: number;
  now?: () => number;
};

const parseChange = (payload: string): AuthChange | null => {
  const [kind, id] = payload.split(':');
  const number = Number(id);
  if ((kind === 'user' || kind === 'session' || kind === 'role') && Number.isInteger(number))
    return { kind, id: number };
  return null;
};

/**
 * Who a token belongs to (session, user, profile, complejos) and what a profile grants are read on every call and
 * change rarely: each instance keeps them for a short, bounded life. Every change to those rows, made by any code
 * on any instance, reaches every instance through the database's triggers at commit and drops the copies it
 * touches; the instance that made it also drops them at once, before answering. A look-up that began before a
 * change is not kept, so a copy never outlives a change it could have missed; nor is anything kept while the
 * notifications cannot be heard.
 */
export const createAuthCache = (handle: DatabaseHandle, options: AuthCacheOptions = {}) => {
  const lifeMs = options.lifeMs ?? 10_000;
  const maxSessions = options.maxSessions ?? 10_000;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, { live: LiveSession | null; until: number }>();
  const grants = new Map<number, { permissions: Permissions; until: number }>();
  /** Bumped by every change: a look-up that started under an older one does not store what it read. */
  let generation = 0;
  let unlisten: (() => Promise<void>) | null = null;
  let unwatch: (() => void) | null = null;

  const forgetAll = () => {
    generation += 1;
    sessions.clear();
    grants.clear();
  };

  const forget = (change: AuthChange) => {
    generation += 1;
    if (change.kind === 'role') grants.delete(change.id);
    for (const [key, { live }] of sessions) {
      if (!live) continue;
      const touched =
        (change.kind === 'user' && live.user.id === change.id) ||
        (change.kind === 'session' && live.session.id === change.id) ||
        (change.kind === 'role' && live.role.id === change.id);
      if (touched) sessions.delete(key);
    }
  };

  return {
    /** The live session of a token hash, from the copy or from `load`; an unknown token is not kept. */
    session: async (tokenHash: string, load: () => Promise<LiveSession | null>): Promise<LiveSession | null> => {
      const kept = sessions.get(tokenHash);
      if (kept && kept.until > now()) {
        // Most recently used last, so the oldest is the first to go.
        sessions.delete(tokenHash);
        sessions.set(tokenHash, kept);
        return kept.live;
      }
      sessions.delete(tokenHash);
      const started = generation;
      const live = await load();
      if (live && started === generation && handle.listening()) {
        sessions.set(tokenHash, { live, until: Math.min(now() + lifeMs, live.session.expiresAt.getTime()) });
        if (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value!);
      }
      return live;
    },

    /** What a profile grants, from the copy or from `load`. */
    permissions: async (roleId: number, load: () => Promise<Permissions>): Promise<Permissions> => {
      const kept = grants.get(roleId);
      if (kept && kept.until > now()) return kept.permissions;
      const started = generation;
      const permissions = await load();
      if (started === generation && handle.listening()) grants.set(roleId, { permissions, until: now() + lifeMs });
      return permissions;
    },

    /** Drops on this instance what a change touches; the triggers tell the others. */
    forget,

    /** Drops every copy on this instance, after a call that may have changed any of them. */
    forgetAll,

    start: async () => {
      // While the LISTEN session is lost, changes made elsewhere go unheard: nothing is kept (the look-ups above
      // ask `listening()`), and what was kept is dropped both when it is lost and when it is back.
      unwatch = handle.watchListening(forgetAll);
      unlisten = await handle.listen(AUTH_CHANNEL, (payload) => {
        const change = parseChange(payload);
        if (change) forget(change);
      });
    },

    stop: async () => {
      unwatch?.();
      unwatch = null;
      await unlisten?.();
      unlisten = null;
      sessions.clear();
      grants.clear();
    },
  };
};

export type AuthCache = ReturnType<typeof createAuthCache>;
