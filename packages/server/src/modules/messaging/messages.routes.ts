import {
  contract,
  type MessageStatus,
  messageStatusLabels,
  messageTransitions,
  messagingMessages,
  NOTIFICATION_TYPE_ID,
  notificationTypeName,
  type RecipientStatus,
  recipientStatusLabels,
  recipientTransitions,
  transitionProblem,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages as errors } from '../../core/errors/api-error';
import { queueMails } from '../../core/mail';
import { notifyWithChange } from '../../core/notify';
import { staffReaching } from '../../core/repositories/staff.repository';
import { messageMail } from './message-mail';
import type { Addressee } from './recipients.repository';
import { threadReplyAddress } from './reply-address';
import type { MessagingRepositories } from './repositories';

const calls = contract.messages;
const text = messagingMessages;

/** A thread with no subject of its own, as the mocks name it too. */
const NO_SUBJECT = '(sin asunto)';

/**
 * Mensajería: the inbox (threads residents started, and those written to the reader), what the administration sent,
 * whom a new message can reach, a new message (to the whole complejo, units or residents, each reached by e-mail, and
 * to colleagues, in their Recibidos; every other staff member told by a type 3 notification) or a reply, a
 * thread (read by whoever opens it), its recipients and statuses, and the categories.
 */
export const messageRoutes =
  (repos: MessagingRepositories, replySecret: () => Promise<string>) => async (app: FastifyInstance) => {
    const { messages, recipients, buildings } = repos;

    const buildingOf = async (scope: Parameters<typeof buildings.find>[0], id: number) => {
      const building = await buildings.find(scope, id);
      if (!building) throw new ApiError(404, errors.buildingNotFound);
      return building;
    };

    registerCall(app, calls.inbox, async ({ body, scope, auth }) => {
      await buildingOf(scope, body.buildingId);
      return { message: 'OK', inbox: await messages.inbox(scope, auth.user.id, body.buildingId) };
    });

    registerCall(app, calls.sent, async ({ body, scope, auth }) => {
      await buildingOf(scope, body.buildingId);
      return { message: 'OK', send: await messages.sent(scope, auth.user.id, body.buildingId) };
    });

    /** Whom a new message can reach: the units with their residents, and the colleagues with Mensajería. */
    registerCall(app, calls.audience, async ({ body, scope, auth }) => {
      const building = await buildingOf(scope, body.buildingId);
      const colleagues = await staffReaching(app.db, building, '/mensajes', { except: auth.user.id });
      return { message: 'OK', ...(await recipients.audience(building.id, colleagues)) };
    });

    registerCall(app, calls.create, async ({ body, scope, auth, request }) => {
      const building = await buildingOf(scope, body.buildingId);
      const category = body.categoryId === null ? null : await messages.category(body.categoryId);
      const secret = await replySecret();
      const created = await app.db.transaction(async (tx) => {
        let first = body.messageParentId === null ? null : await messages.first(scope, body.messageParentId, tx);
        if (body.messageParentId !== null && !first) throw new ApiError(404, text.notFound);
        if (first) {
          if (first.buildingId !== building.id) throw new ApiError(409, text.foreignParent);
          // Read again under the lock: a thread archived meanwhile takes no reply.
          await messages.lock(tx, first.id);
          first = (await messages.first(scope, first.id, tx))!;
          if (first.status === 'archivado') throw new ApiError(409, text.archived);
        }
        // A reply goes to the thread's residents: who wrote it, or who the administration first wrote to.
        const addressees: Addressee[] = first
          ? await recipients.ofThread(tx, first)
          : await recipients.addressees(tx, building.id, body);
        // Colleagues are written to only among those with Mensajería in the complejo; a reply reaches the thread's.
        const staff = await staffReaching(tx, building, '/mensajes', { except: auth.user.id });
        const colleagues = first
          ? (await recipients.staffOfThread(tx, first)).filter((id) => id !== auth.user.id)
          : staff.filter((id) => body.userIds.includes(id));
        if (!first && addressees.length === 0 && colleagues.length === 0) {
          throw new ApiError(409, text.noRecipients);
        }
        const row = await messages.table.insert(
          scope,
          {
            companyId: building.companyId,
            buildingId: building.id,
            messageParentId: first?.id ?? null,
            categoryId: category?.id ?? first?.categoryId ?? null,
            senderUserId: auth.user.id,
            senderResidentId: null,
            senderApartmentId: null,
            subject: body.subject || first?.subject || NO_SUBJECT,
            text: body.text,
            status: first?.status ?? 'abierto',
          },
          tx,
        );
        if (!first) await recipients.addResidents(tx, row, addressees);
        await recipients.addStaff(tx, row, colleagues, first === null);
        const listed = (await messages.find(scope, auth.user.id, row.id, tx))!;
        const replyTo = threadReplyAddress(secret, app.config.mail.from, first?.id ?? row.id);
        await queueMails(
          app,
          tx,
          addressees.flatMap((addressee) =>
            addressee.email
              ? [
                  messageMail(
                    { name: addressee.name, email: addressee.email },
                    { subject: listed.subject, text: listed.text, category: listed.category, reply: first !== null },
                    building,
                    replyTo,
                  ),
                ]
              : [],
          ),
        );
        await notifyWithChange(app, tx, request, staff, {
          typeId: NOTIFICATION_TYPE_ID.message,
          title: notificationTypeName(NOTIFICATION_TYPE_ID.message),
          text: `${listed.sender.name} escribió: «${listed.subject}».`,
        });
        return listed;
      });
      return { message: body.messageParentId === null ? text.sent : text.replied, created };
    });

    /** The whole thread, oldest first: what residents wrote in it counts as read by whoever opens it. */
    registerCall(app, calls.detail, async ({ body, scope, auth }) => {
      const first = await messages.first(scope, body.id);
      if (!first) throw new ApiError(404, text.notFound);
      const thread = await app.db.transaction(async (tx) => {
        const before = await messages.thread(scope, auth.user.id, first.id, tx);
        const unread = before.filter((message) => !message.read).map((message) => message.id);
        if (unread.length === 0) return before;
        await recipients.markRead(
          tx,
          { userId: auth.user.id, companyId: first.companyId, buildingId: first.buildingId },
          unread,
        );
        return messages.thread(scope, auth.user.id, first.id, tx);
      });
      return { message: 'OK', messages: thread };
    });

    registerCall(app, calls.recipients, async ({ body, scope }) => {
      const first = await messages.first(scope, body.messageId);
      if (!first) throw new ApiError(404, text.notFound);
      return { message: 'OK', recipients: await recipients.ofMessage(scope, first.id) };
    });

    /** A thread's status is set on each of its messages, under the lock of its first. */
    registerCall(app, calls.status, async ({ body, scope, auth }) => {
      const first = await messages.first(scope, body.id);
      if (!first) throw new ApiError(404, text.notFound);
      const updated = await app.db.transaction(async (tx) => {
        await messages.lock(tx, first.id);
        const current = (await messages.find(scope, auth.user.id, first.id, tx))!;
        const problem = transitionProblem(
          messageTransitions,
          messageStatusLabels,
          current.status as MessageStatus,
          body.status,
        );
        if (problem) throw new ApiError(409, problem);
        await messages.table.setStatus(scope, first.id, { status: body.status }, tx);
        await messages.setThreadStatus(tx, first.id, body.status);
        return (await messages.find(scope, auth.user.id, body.id, tx))!;
      });
      return { message: text.status, updated };
    });

    registerCall(app, calls.recipientStatus, async ({ body, scope }) => {
      const recipient = await app.db.transaction(async (tx) => {
        await recipients.lock(tx, body.id);
        const current = await recipients.find(scope, body.id, tx);
        if (!current) throw new ApiError(404, text.recipientNotFound);
        const problem = transitionProblem(
          recipientTransitions,
          recipientStatusLabels,
          current.status as RecipientStatus,
          body.status,
        );
        if (problem) throw new ApiError(409, problem);
        await recipients.table.setStatus(
          scope,
          current.id,
          { status: body.status, readAt: body.status === 'leido' ? new Date() : null },
          tx,
        );
        return (await recipients.find(scope, current.id, tx))!;
      });
      return { message: text.recipientStatus, recipient };
    });

    registerCall(app, calls.categories, async () => ({ message: 'OK', categories: await messages.categories() }));
  };
