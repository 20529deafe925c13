import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Fixed-window counters kept in the database so that every server instance counts the same attempts. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 120 }).primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
