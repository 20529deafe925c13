import { administratorOf, type DemoData } from '@horizontal/domain/demo';
import { idsByName, mapped } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import { messageCategories, messageRecipients, messages } from '../../db/schema';
import type { DemoRows } from '../../seed/demo-rows';

/**
 * The demo's message threads (@horizontal/domain/demo) and who they went to. What residents wrote also goes to the
 * complejo's administrator, whose recipient row keeps whether they read it (the inbox's `read`).
 */
export const seedMessaging = async (tx: Transaction, demo: DemoData, rows: DemoRows) => {
  const data = demo.messaging;
  if (data.messages.length === 0) return;
  const categoryId = await idsByName(tx.select().from(messageCategories), 'la categoría de mensaje');
  const messageIds = new Map<number, number>();
  // One at a time: a reply points at the id its thread's first message got.
  for (const message of data.messages) {
    const [row] = await tx
      .insert(messages)
      .values({
        ...rows.tenantOf(message.buildingId),
        messageParentId: message.messageParentId === null ? null : mapped(messageIds, message.messageParentId),
        categoryId: categoryId(message.category),
        senderUserId: message.senderUserId === null ? null : rows.userId(message.senderUserId),
        senderResidentId: message.senderResidentId === null ? null : rows.residentId(message.senderResidentId),
        senderApartmentId: message.apartmentId === null ? null : rows.apartmentId(message.apartmentId),
        subject: message.subject,
        text: message.text,
        status: message.status,
        createdAt: new Date(message.sentAt),
      })
      .returning({ id: messages.id });
    messageIds.set(message.id, row!.id);
  }
  const buildingOf = new Map(data.messages.map((message) => [message.id, message.buildingId]));
  const toResidents = data.recipients.map((recipient) => ({
    ...rows.tenantOf(buildingOf.get(recipient.messageId)!),
    messageId: mapped(messageIds, recipient.messageId),
    residentId: rows.residentId(recipient.residentId),
    apartmentId: recipient.apartmentId === null ? null : rows.apartmentId(recipient.apartmentId),
    status: recipient.status,
    readAt: recipient.readAt === null ? null : new Date(recipient.readAt),
  }));
  const toAdministration = data.messages
    .filter((message) => message.senderResidentId !== null)
    .map((message) => ({
      ...rows.tenantOf(message.buildingId),
      messageId: mapped(messageIds, message.id),
      userId: rows.userId(administratorOf(demo, message.buildingId).id),
      status: message.read ? 'leido' : 'no_leido',
      readAt: message.read ? new Date(message.sentAt) : null,
    }));
  await tx.insert(messageRecipients).values([...toResidents, ...toAdministration]);
};
