import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { RateLimit } from '../core/config';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export type LimitState = { count: number; allowed: boolean; retryAfterSeconds: number };

// Keys may carry e-mails; only their hash reaches the table.
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));

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
  };

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
  };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;
