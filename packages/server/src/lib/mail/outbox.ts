import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client';
import { mailOutbox, type OutboxAttachment } from '../../db/schema';
import type { MailAttachment, Mailer, MailMessage } from './mailer';

/** A message to queue: its files are named by their storage key, read when it leaves (a row holds no bytes). */
export type QueuedMail = Omit<MailMessage, 'attachments'> & { files?: OutboxAttachment[] };

export type Outbox = {
  /** Queues a message in the caller's transaction: it leaves only if that transaction commits. Answers its id. */
  enqueue: (q: Queryable, message: QueuedMail) => Promise<number>;
  /** Queues many in the caller's transaction, a few statements for thousands (a message to a whole complejo). */
  enqueueAll: (q: Queryable, messages: readonly QueuedMail[]) => Promise<void>;
  /** After a response (its transaction committed): a delivery round soon if this instance queued anything. */
  kick: () => void;
  /** Delivers everything due now and waits for it (tests, and the periodic round). */
  deliver: () => Promise<void>;
  /** Looks for due messages now and then every interval. */
  start: () => void;
  stop: () => Promise<void>;
};

export type OutboxOptions = {
  /** How often each instance looks for messages due (a retry, or one another instance left behind). */
  intervalMs: number;
  /** How long an instance holds the messages it claimed before another may try them. */
  leaseSeconds: number;
  batch: number;
};

export const defaultOutboxOptions: OutboxOptions = { intervalMs: 15_000, leaseSeconds: 120, batch: 20 };

/** Waits before the next attempt after `attempts` failures: 30 s, 1 min, 2 min… up to an hour. */
/** Rows of one insert when queueing many: few statements, each well under PostgreSQL's parameter limit. */
const ENQUEUE_SLICE = 500;

const retryDelaySeconds = (attempts: number) => Math.min(3_600, 30 * 2 ** Math.max(0, attempts - 1));

/** What kind of failure it was, without the message or the address (the log keeps no personal data). */
const failureKind = (error: unknown) => {
  const code = (error as { code?: unknown; responseCode?: unknown }) ?? {};
  return String(code.code ?? code.responseCode ?? (error instanceof Error ? error.name : 'Error')).slice(0, 200);
};

/**
 * Delivery from the mail_outbox table. Each round claims due messages with FOR UPDATE SKIP LOCKED and moves their
 * next attempt past a lease, so two instances never send the same message at once and a crashed instance's
 * messages are retried by another one after the lease.
 */
/** A file the message names is not in storage (yet, or any more): the message waits and is tried again. */
class MissingAttachment extends Error {
  override name = 'AdjuntoFaltante';
}

export const createOutbox = (
  db: Database,
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  options: OutboxOptions = defaultOutboxOptions,
  readFile: (key: string) => Promise<Buffer | null> = async () => null,
): Outbox => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let queued = false;

  const claim = () =>
    db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
      })
      .where(
        sql`${mailOutbox.id} in (${db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
          .orderBy(asc(mailOutbox.id))
          .limit(options.batch)
          .for('update', { skipLocked: true })})`,
      )
      .returning();

  const attachmentsOf = async (files: OutboxAttachment[] | null): Promise<MailAttachment[] | undefined> => {
    if (!files?.length) return undefined;
    return Promise.all(
      files.map(async (file) => {
        const content = await readFile(file.key);
        if (!content) throw new MissingAttachment();
        return { filename: file.fileName, content, contentType: file.contentType };
      }),
    );
  };

  const round = async () => {
    for (;;) {
      const due = await claim();
      for (const mail of due) {
        try {
          const attachments = await attachmentsOf(mail.attachments);
          await mailer.send({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html ? { html: mail.html } : {}),
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
            ...(attachments ? { attachments } : {}),
          });
          await db
            .update(mailOutbox)
            .set({ sentAt: sql`now()`, text: '', html: null, lastError: null })
            .where(eq(mailOutbox.id, mail.id));
        } catch (error) {
          const kind = failureKind(error);
          log.warn(
            { mailId: mail.id, attempts: mail.attempts, failure: kind },
            'no se pudo enviar un correo; se reintentará',
          );
          await db
            .update(mailOutbox)
            .set({
              lastError: kind,
              nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})`,
            })
            .where(eq(mailOutbox.id, mail.id));
        }
      }
      if (due.length < options.batch) return;
    }
  };

  const deliver = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await round();
        } while (again && !stopped);
      } catch (error) {
        log.warn({ failure: failureKind(error) }, 'la bandeja de salida no pudo repartir los correos');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const rowOf = (message: QueuedMail) => ({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    replyTo: message.replyTo ?? null,
    attachments: message.files?.length ? message.files : null,
  });

  return {
    enqueue: async (q, message) => {
      queued = true;
      const [row] = await q.insert(mailOutbox).values(rowOf(message)).returning({ id: mailOutbox.id });
      return row!.id;
    },
    enqueueAll: async (q, messages) => {
      for (let start = 0; start < messages.length; start += ENQUEUE_SLICE) {
        queued = true;
        await q.insert(mailOutbox).values(messages.slice(start, start + ENQUEUE_SLICE).map(rowOf));
      }
    },
    kick: () => {
      if (!queued || stopped) return;
      queued = false;
      setImmediate(() => void (stopped ? undefined : deliver()));
    },
    deliver,
    start: () => {
      stopped = false;
      timer ??= setInterval(() => void deliver(), options.intervalMs);
      timer.unref();
      // What a stopped or crashed server left queued leaves now, not one interval later; on the next turn, so that
      // whoever starts the outbox and stops it at once (tests that deliver by hand) sends nothing.
      setImmediate(() => void (stopped ? undefined : deliver()));
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
};
