import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/client';
import type { QueuedMail } from '../lib/mail/outbox';

/**
 * Queues an e-mail in the transaction of the change it tells about (issue #12: never sent for a change that
 * rolled back, never lost for one that committed); it leaves once the call has answered.
 */
export const queueMail = (app: FastifyInstance, q: Queryable, message: QueuedMail) => app.outbox.enqueue(q, message);

/** Queues many e-mails in the transaction of the change they tell about, as `queueMail` does one. */
export const queueMails = (app: FastifyInstance, q: Queryable, messages: readonly QueuedMail[]) =>
  app.outbox.enqueueAll(q, messages);

/** Queues an e-mail that belongs to no other change (a request form, a confirmation). */
export const queueMailNow = (app: FastifyInstance, message: QueuedMail) => app.outbox.enqueue(app.db, message);

/** A link into the app, for the e-mails. */
export const appLink = (app: FastifyInstance, path: string) => `${app.config.publicUrl}${path}`;
