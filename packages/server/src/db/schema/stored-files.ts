import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * The bytes each administradora keeps in storage, one row per key, so that every server instance counts the same
 * quota. A row is written when a URL is signed, so that URLs signed at once cannot together pass the quota.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    // Bookkeeping, not the company's data: it goes with the company rather than holding its removal back.
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sizeBytes: integer('size_bytes').notNull(),
    /** Set while a local upload is awaited (it stops counting then); null once stored, or signed for the bucket. */
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_company_idx').on(table.companyId)],
);

export type StoredFile = typeof storedFiles.$inferSelect;
