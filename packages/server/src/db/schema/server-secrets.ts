import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Secrets generated on first start and shared by every instance (e.g. the key that signs file URLs); also the marker
 * that the demo data was loaded (`seed:demo`), a row every instance must see alike, as a secret.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: varchar('value', { length: 200 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
