import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
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
  },
  (table) => [index('notices_tenant_idx').on(table.companyId, table.buildingId)],
);

export type Notice = typeof notices.$inferSelect;
