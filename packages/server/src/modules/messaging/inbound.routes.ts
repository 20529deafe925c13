import { createHash, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPE_ID, notificationTypeName } from '@horizontal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import EmailReplyParser from 'email-reply-parser';
import type { FastifyInstance } from 'fastify';
import { type AddressObject, simpleParser } from 'mailparser';
import { ApiError } from '../../core/errors/api-error';
import { notifyWithChange } from '../../core/notify';
import { staffReaching } from '../../core/repositories/staff.repository';
import { messages } from '../../db/schema';
import { threadOfReplyAddress } from './reply-address';
import type { MessagingRepositories } from './repositories';

/** What the inbound route answers, in Spanish as every answer of ours. */
export const inboundMessages = {
  unauthorized: 'Falta la clave de entrada de correo o no es la correcta.',
  unreadable: 'El cuerpo no es un correo (message/rfc822) que se pueda leer.',
  noThread: 'El correo no va a la dirección de respuesta de ninguna conversación.',
  notAResident: 'Quien escribe no es residente de esa conversación.',
  empty: 'El correo no trae texto además de la cita del mensaje anterior.',
  received: 'Se recibió la respuesta del residente.',
  repeated: 'Esa respuesta ya se había recibido.',
} as const;

/** The longest reply kept, as the app's own composer allows. */
const MAX_TEXT = 5000;
/** A reply with its attachments (which are not kept): a provider's usual limit per message. */
const MAX_MAIL_BYTES = 10 * 1_048_576;

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((one) => (one.address ? [one.address] : [])),
  );

/** Same length first: timingSafeEqual compares buffers of equal length only. */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * POST /mail/inbound: a resident's e-mail reply, handed over raw (message/rfc822) by the domain's mail provider or a
 * mailbox reader, with `Authorization: Bearer <MAIL_INBOUND_SECRET>`. The thread comes from the signed reply address
 * it was sent to, the sender must be one of that thread's residents, and only the new text is kept (the quote of
 * the previous message is cut). The message, a thread closed or archived opening again, and the type 3 notices of
 * the staff with Mensajería are one transaction; a Message-ID already received adds nothing. Refusals are 4xx, so
 * a provider does not retry them; it retries a 5xx.
 */
export const inboundRoutes =
  (repos: MessagingRepositories, replySecret: () => Promise<string>, inboundSecret: string) =>
  async (app: FastifyInstance) => {
    app.addContentTypeParser('message/rfc822', { parseAs: 'buffer', bodyLimit: MAX_MAIL_BYTES }, (_r, body, done) =>
      done(null, body),
    );

    app.post('/mail/inbound', async (request, reply) => {
      const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(bearer, inboundSecret)) throw new ApiError(401, inboundMessages.unauthorized);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new ApiError(415, inboundMessages.unreadable);
      }
      const mail = await simpleParser(request.body, { skipHtmlToText: false, skipImageLinks: true }).catch(() => {
        throw new ApiError(400, inboundMessages.unreadable);
      });

      const secret = await replySecret();
      const delivered = [mail.headers.get('delivered-to'), mail.headers.get('x-original-to')].flatMap((value) =>
        typeof value === 'string' ? [value] : [],
      );
      const threadId = [...addressesOf(mail.to), ...addressesOf(mail.cc), ...delivered]
        .map((address) => threadOfReplyAddress(secret, address))
        .find((id) => id !== null);
      if (threadId === undefined) throw new ApiError(422, inboundMessages.noThread);

      const from = addressesOf(mail.from)[0]?.trim().toLowerCase() ?? '';
      const text = new EmailReplyParser()
        .parseReply(mail.text ?? '')
        .trim()
        .slice(0, MAX_TEXT);
      const mailId = mail.messageId?.slice(0, 255) ?? null;

      const received = await app.db.transaction(async (tx) => {
        // Under the thread's lock, a second delivery of the same reply waits for the first and then finds it.
        await repos.messages.lock(tx, threadId);
        const [first] = await tx
          .select()
          .from(messages)
          .where(and(eq(messages.id, threadId), isNull(messages.messageParentId)));
        if (!first) throw new ApiError(422, inboundMessages.noThread);
        const writer = (await repos.recipients.ofThread(tx, first)).find(
          (addressee) => addressee.email !== null && addressee.email.toLowerCase() === from,
        );
        if (!writer) throw new ApiError(422, inboundMessages.notAResident);
        if (text === '') throw new ApiError(422, inboundMessages.empty);
        if (mailId !== null) {
          const [known] = await tx.select({ id: messages.id }).from(messages).where(eq(messages.inboundMailId, mailId));
          if (known) return { id: known.id, repeated: true };
        }
        // A resident writing again brings a closed or archived conversation back to the inbox.
        if (first.status !== 'abierto') await repos.messages.setThreadStatus(tx, first.id, 'abierto');
        const [row] = await tx
          .insert(messages)
          .values({
            companyId: first.companyId,
            buildingId: first.buildingId,
            messageParentId: first.id,
            categoryId: first.categoryId,
            senderUserId: null,
            senderResidentId: writer.residentId,
            senderApartmentId: writer.apartmentId,
            subject: first.subject,
            text,
            status: 'abierto',
            inboundMailId: mailId,
          })
          .returning({ id: messages.id });
        const staff = await staffReaching(tx, { id: first.buildingId, companyId: first.companyId }, '/mensajes', {
          except: 0,
        });
        await notifyWithChange(app, tx, request, staff, {
          typeId: NOTIFICATION_TYPE_ID.message,
          title: notificationTypeName(NOTIFICATION_TYPE_ID.message),
          text: `${writer.name} escribió: «${first.subject}».`,
        });
        return { id: row!.id, repeated: false };
      });
      return reply.status(200).send({
        ok: true,
        message: received.repeated ? inboundMessages.repeated : inboundMessages.received,
        id: received.id,
      });
    });
  };
