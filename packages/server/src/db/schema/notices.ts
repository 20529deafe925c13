import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns } from './columns';
import { users } from './users';

/** Noticias for the residents of a complejo. */
export const notices = pgTable(
  'notices',
  {
    id: idColumn(),
    ...tenantColumns(),
    title: varchar('title', { length: 120 }).notNull(),
    text: text('text').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
    /**
     * When its e-mails were queued to the audience's residents: at creation for one published today or before, on its
     * day for a later one (notice-mail.ts). Null until then; set once, in the transaction that queues them.
     */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    index('notices_tenant_idx').on(table.companyId, table.buildingId),
    // What the day's round looks for: the few notices still waiting for their day.
    index('notices_unmailed_idx').on(table.publishedOn).where(sql`${table.mailedAt} is null`),
  ],
);

export type Notice = typeof notices.$inferSelect;
