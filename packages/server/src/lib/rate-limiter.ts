import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FailureDelay, RateLimit } from '../config/server-config';
import type { Database } from '../db/client';
import { failureThrottles, rateLimits } from '../db/schema';

export type LimitState = { count: number; allowed: boolean; retryAfterSeconds: number };

/** The failures a key holds now and how long its next attempt must still wait (0: it may go now). */
export type FailureState = { failures: number; retryAfterSeconds: number };

/** What claiming a key's turn came to: not needed (a failure would not delay it), taken by us, or by another attempt. */
export type ClaimOutcome = 'free' | 'claimed' | 'taken';

// Keys may carry e-mails; only their hash reaches the table.
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));

// 2^30 seconds is decades: any cap is reached long before, and power() never overflows.
const maxExponent = 30;

/** The wait a key's `failures` impose: none for the free ones, then baseSeconds·2^(failures − free) up to maxSeconds. */
export const delaySeconds = (failures: number, policy: FailureDelay): number =>
  failures < policy.free
    ? 0
    : Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.min(failures - policy.free, maxExponent));

/** delaySeconds, computed by the database from a failure count it is updating. */
const delaySql = (failures: SQL, policy: FailureDelay): SQL =>
  sql`(case when ${failures} >= ${policy.free}::int then least(${policy.maxSeconds}::float8, ${policy.baseSeconds}::float8 * power(2, least(${failures} - ${policy.free}::int, ${maxExponent}::int))) else 0 end)`;

const secondsFromNow = (seconds: SQL | number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Fixed-window counters in the database (rate_limits), so that every instance counts against the same budget.
 * The window starts at the first hit and ends windowSeconds later, measured by the database clock.
 */
export const createRateLimiter = (db: Database) => {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
    await db.delete(failureThrottles).where(lte(failureThrottles.expiresAt, sql`now()`));
  };
  const live = sql`${failureThrottles.expiresAt} > now()`;

  return {
    /** Counts one more hit and says whether it is still within the limit. */
    hit: async (key: string, limit: RateLimit): Promise<LimitState> => {
      await sweep();
      const expired = sql`${rateLimits.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({
          key: storedKey(key),
          count: 1,
          resetAt: sql`now() + make_interval(secs => ${limit.windowSeconds})`,
        })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning();
      return { count: row!.count, allowed: row!.count <= limit.max, retryAfterSeconds: secondsUntil(row!.resetAt) };
    },

    /** How many hits the window holds now, without counting one. */
    peek: async (key: string, limit: RateLimit): Promise<LimitState> => {
      const [row] = await db
        .select()
        .from(rateLimits)
        .where(and(eq(rateLimits.key, storedKey(key)), gt(rateLimits.resetAt, sql`now()`)));
      const count = row?.count ?? 0;
      return { count, allowed: count < limit.max, retryAfterSeconds: row ? secondsUntil(row.resetAt) : 0 };
    },

    reset: async (key: string) => {
      await db.delete(rateLimits).where(eq(rateLimits.key, storedKey(key)));
    },

    /**
     * Growing delays after failures (FailureDelay), in the database clock: only failures count. An attempt reads
     * its keys, is refused while any of them waits, claims the turn of each key a failure would delay (so that
     * attempts sent at once do not all slip through the same gap), and then counts its failure or gives its
     * turns back.
     */
    failures: {
      /** The live state of each key that has one; a key without failures is absent. */
      read: async (keys: string[]): Promise<Map<string, FailureState>> => {
        if (keys.length === 0) return new Map();
        const byStored = new Map(keys.map((key) => [storedKey(key), key]));
        const rows = await db
          .select({
            key: failureThrottles.key,
            failures: failureThrottles.failures,
            retryAfterSeconds:
              sql<number>`greatest(0, ceil(extract(epoch from ${failureThrottles.blockedUntil} - now())))::int`.mapWith(
                Number,
              ),
          })
          .from(failureThrottles)
          .where(and(inArray(failureThrottles.key, [...byStored.keys()]), live));
        return new Map(
          rows.map((row) => [
            byStored.get(row.key)!,
            { failures: row.failures, retryAfterSeconds: row.retryAfterSeconds },
          ]),
        );
      },

      /**
       * Holds the key for as long as a failure of this attempt would, provided it still has the `seen` failures
       * and no other attempt holds it; the holder then counts its failure or releases the key.
       */
      claim: async (key: string, seen: number, policy: FailureDelay): Promise<ClaimOutcome> => {
        const delay = delaySeconds(seen + 1, policy);
        if (delay === 0) return 'free';
        const expired = sql`${failureThrottles.expiresAt} <= now()`;
        const current = sql`(case when ${expired} then 0 else ${failureThrottles.failures} end)`;
        const rows = await db
          .insert(failureThrottles)
          .values({
            key: storedKey(key),
            failures: 0,
            blockedUntil: secondsFromNow(delay),
            expiresAt: secondsFromNow(delay + policy.windowSeconds),
          })
          .onConflictDoUpdate({
            target: failureThrottles.key,
            set: {
              failures: current,
              blockedUntil: sql`excluded.blocked_until`,
              expiresAt: sql`greatest(${failureThrottles.expiresAt}, excluded.expires_at)`,
            },
            setWhere: sql`${current} = ${seen}::int and (${expired} or ${failureThrottles.blockedUntil} <= now())`,
          })
          .returning({ key: failureThrottles.key });
        return rows.length > 0 ? 'claimed' : 'taken';
      },

      /** Counts one failure; the key then waits the delay of its new count, forgotten windowSeconds after it. */
      fail: async (key: string, policy: FailureDelay) => {
        await sweep();
        const count = sql`(case when ${failureThrottles.expiresAt} <= now() then 1 else ${failureThrottles.failures} + 1 end)`;
        const delay = delaySql(count, policy);
        await db
          .insert(failureThrottles)
          .values({
            key: storedKey(key),
            failures: 1,
            blockedUntil: secondsFromNow(delaySeconds(1, policy)),
            expiresAt: secondsFromNow(delaySeconds(1, policy) + policy.windowSeconds),
          })
          .onConflictDoUpdate({
            target: failureThrottles.key,
            set: {
              failures: count,
              // Never shorter than a turn another attempt holds.
              blockedUntil: sql`greatest(${failureThrottles.blockedUntil}, ${secondsFromNow(delay)})`,
              expiresAt: secondsFromNow(sql`${delay} + ${policy.windowSeconds}::float8`),
            },
          });
      },

      /** Gives back a turn claimed by an attempt that did not fail. */
      release: async (key: string) => {
        await db
          .update(failureThrottles)
          .set({ blockedUntil: sql`now()` })
          .where(and(eq(failureThrottles.key, storedKey(key)), gt(failureThrottles.blockedUntil, sql`now()`)));
      },

      /** Forgets a key's failures. */
      clear: async (key: string) => {
        await db.delete(failureThrottles).where(eq(failureThrottles.key, storedKey(key)));
      },

      /** Keeps a key with no failures for `seconds` (something to remember a while, e.g. where an e-mail signed in). */
      remember: async (key: string, seconds: number) => {
        await db
          .insert(failureThrottles)
          .values({
            key: storedKey(key),
            failures: 0,
            blockedUntil: sql`now()`,
            expiresAt: secondsFromNow(seconds),
          })
          .onConflictDoUpdate({
            target: failureThrottles.key,
            set: { expiresAt: sql`greatest(${failureThrottles.expiresAt}, excluded.expires_at)` },
          });
      },
    },
  };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;
