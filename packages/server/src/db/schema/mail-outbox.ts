import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A file in storage that leaves attached (a statement's PDF): read from storage when the message leaves. */
export type OutboxAttachment = { fileName: string; key: string; contentType: string };

/**
 * E-mails waiting to leave. A change that mails writes its message here in its own transaction, so that a
 * rolled-back change sends nothing and a committed one is never lost; any instance delivers it afterwards.
 * The body may hold a temporary password or a code: it is emptied once the message has left.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    subject: varchar('subject', { length: 200 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    attempts: integer('attempts').notNull().default(0),
    /** When an instance may next try it: also the lease of the instance that claimed it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The failure's kind only (never the message's content). */
    lastError: varchar('last_error', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
