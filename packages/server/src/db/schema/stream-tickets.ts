import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';

/**
 * Single-use, short-lived tickets that open a session's event stream: EventSource cannot send x-token, and a URL
 * ends up in logs, so the URL carries one of these instead of the session token. Only their SHA-256 is kept.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    ticketHash: varchar('ticket_hash', { length: 64 }).primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('stream_tickets_expires_idx').on(table.expiresAt)],
);

export type StreamTicket = typeof streamTickets.$inferSelect;
