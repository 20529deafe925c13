import { formatIsoDate, montevideoToday } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queueMails } from '../../core/mail';
import type { Queryable } from '../../db/client';
import { buildings } from '../../db/schema';
import { composeMail } from '../../lib/mail/templates';
import type { NoticesRepository } from './notices.repository';

/** How often each instance looks for notices whose day has come: a notice leaves within this of midnight. */
export const NOTICE_ROUND_MS = 10 * 60_000;

type MailedNotice = { buildingId: number; title: string; text: string; expiresOn: string | null; towerIds: number[] };

/**
 * What a resident of the audience reads: the notice as plain text. composeMail escapes every character of the HTML
 * part, so markup written in a notice is shown as written and never runs.
 */
export const noticeMail = (to: { name: string; email: string }, notice: MailedNotice, building: { name: string }) =>
  composeMail(to.email, `${building.name}: ${notice.title}`, [
    `Hola, ${to.name}:`,
    `La administración de ${building.name} publicó esta noticia${notice.towerIds.length > 0 ? ' para su torre' : ''}:`,
    notice.title,
    notice.text,
    ...(notice.expiresOn ? [`Vigente hasta el ${formatIsoDate(notice.expiresOn)}.`] : []),
  ]);

/** Queues, in the caller's transaction, the notice's e-mail to each resident of its audience with an address. */
export const queueNoticeMails = async (
  app: FastifyInstance,
  tx: Queryable,
  notices: NoticesRepository,
  notice: MailedNotice,
  building: { name: string },
) => {
  const mailboxes = await notices.mailboxesOf(tx, notice);
  await queueMails(
    app,
    tx,
    mailboxes.map((to) => noticeMail(to, notice, building)),
  );
  return mailboxes.length;
};

/**
 * One round of the notices written for a later day: those whose day has come are e-mailed now, each exactly once
 * (claimDue marks them in the transaction that queues their e-mails, skipping rows another instance holds).
 */
export const mailDueNotices = async (app: FastifyInstance, notices: NoticesRepository, today = montevideoToday()) => {
  for (;;) {
    const claimed = await app.db.transaction(async (tx) => {
      const due = await notices.claimDue(tx, today);
      for (const notice of due) {
        const [building] = await tx
          .select({ name: buildings.name })
          .from(buildings)
          .where(eq(buildings.id, notice.buildingId));
        await queueNoticeMails(app, tx, notices, notice, building!);
      }
      return due.length;
    });
    if (claimed === 0) return;
    // Queued outside a call: nothing else wakes the outbox before its next round.
    app.outbox.kick();
  }
};

/** Every instance looks for due notices at its start and then every round; what one claims the others skip. */
export const scheduleNoticeRounds = (app: FastifyInstance, notices: NoticesRepository) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const round = () => {
    running ??= mailDueNotices(app, notices)
      .catch((error: unknown) =>
        app.log.warn({ failure: error instanceof Error ? error.name : 'Error' }, 'no se pudieron enviar las noticias'),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    round();
    timer = setInterval(round, NOTICE_ROUND_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};
