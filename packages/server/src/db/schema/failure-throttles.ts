import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Failures counted per key (a sign-in's e-mail and IP, its e-mail, its IP) with the delay they impose, kept in the
 * database so that every server instance holds the same guesser back. Keys may carry e-mails: only their hash is kept.
 * A row with no failures marks something to remember for a while (an address where an e-mail signed in).
 */
export const failureThrottles = pgTable(
  'failure_throttles',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    failures: integer('failures').notNull(),
    /** No attempt under this key is looked at before this time. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    /** When the failures are forgotten. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('failure_throttles_expires_idx').on(table.expiresAt)],
);

export type FailureThrottle = typeof failureThrottles.$inferSelect;
