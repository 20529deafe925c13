import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns } from './columns';
import { commonExpenseDetails } from './common-expense-details';
import { commonExpenses } from './common-expenses';
import { mailOutbox } from './mail-outbox';
import { users } from './users';

/**
 * A period's statements generated or e-mailed in the background (issue #33). The job and its items are rows, so its
 * progress survives a reload and a restart, and any instance can go on with it: each item is claimed for a while
 * (claimed_until) before it is worked on, as the outbox claims its messages.
 */
export const documentJobs = pgTable(
  'document_jobs',
  {
    id: idColumn(),
    ...tenantColumns(),
    commonExpenseId: integer('common_expense_id')
      .notNull()
      .references(() => commonExpenses.id, { onDelete: 'cascade' }),
    /** generar | enviar (domain documentJobKinds). */
    kind: varchar('kind', { length: 10 }).notNull(),
    startedBy: integer('started_by').references(() => users.id),
    createdAt: createdAtColumn(),
    /** Every item was worked on (an e-mail's delivery is the outbox's, read beside it). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('document_jobs_period_idx').on(table.commonExpenseId),
    index('document_jobs_unfinished_idx').on(table.id).where(sql`${table.finishedAt} is null`),
    check('document_jobs_kind_check', sql`${table.kind} in ('generar', 'enviar')`),
  ],
);

/** One statement to generate, or one e-mail of a statement to one resident. */
export const documentJobItems = pgTable(
  'document_job_items',
  {
    id: idColumn(),
    jobId: integer('job_id')
      .notNull()
      .references(() => documentJobs.id, { onDelete: 'cascade' }),
    detailId: integer('detail_id')
      .notNull()
      .references(() => commonExpenseDetails.id, { onDelete: 'cascade' }),
    /** The resident's address and name, for an e-mail. */
    email: varchar('email', { length: 254 }),
    recipient: varchar('recipient', { length: 200 }),
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    /** pendiente | hecho | fallido */
    status: varchar('status', { length: 10 }).notNull().default('pendiente'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Why it failed, in Spanish, for the staff (never a stack trace). */
    error: varchar('error', { length: 300 }),
  },
  (table) => [
    index('document_job_items_job_idx').on(table.jobId, table.status),
    // A statement goes to an address once: sending again queues only what never went.
    uniqueIndex('document_job_items_mailing_unique')
      .on(table.detailId, table.email)
      .where(sql`${table.email} is not null`),
    check('document_job_items_status_check', sql`${table.status} in ('pendiente', 'hecho', 'fallido')`),
  ],
);

export type DocumentJobRow = typeof documentJobs.$inferSelect;
export type DocumentJobItem = typeof documentJobItems.$inferSelect;
