import type { Message, SessionUser } from '@horizontal/domain';
import {
  contract,
  messageStatusLabels,
  messageTransitions,
  messagingMessages,
  recipientStatusLabels,
  recipientTransitions,
  transitionProblem,
} from '@horizontal/domain';
import { db, nextId, now } from '../db';
import { apartmentLabel } from '../fixtures/apartments';
import { messageCategories } from '../fixtures/reference';
import { fullName } from '../fixtures/residents';
import { buildingOf, conflict, notFound, reachesBuilding, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.messages;
const text = messagingMessages;
const missing = text.notFound;

const rootOf = (message: Message) => message.messageParentId ?? message.id;
const threadOf = (rootId: number) =>
  db.messages.filter((message) => rootOf(message) === rootId).sort((a, b) => a.id - b.id);

/** Every message of the complejo's threads started by a resident (inbox) or by the administration (sent). */
const threadsStartedBy = (buildingId: number, kind: Message['sender']['kind']) => {
  const roots = new Set(
    db.messages
      .filter((message) => message.buildingId === buildingId && message.messageParentId === null)
      .filter((message) => message.sender.kind === kind)
      .map((message) => message.id),
  );
  return db.messages.filter((message) => roots.has(rootOf(message)));
};

const senderOf = (user: SessionUser) => ({ kind: 'administracion' as const, id: user.id, name: user.name });

/** Who a new thread goes to: every active resident, or those of the units and ids chosen. */
const addRecipients = (message: Message, toAll: boolean, apartmentIds: number[], residentIds: number[]) => {
  const residents = db.residents.filter(
    (resident) =>
      resident.buildingId === message.buildingId &&
      resident.status === 'activo' &&
      (toAll ||
        residentIds.includes(resident.id) ||
        resident.apartments.some((unit) => apartmentIds.includes(unit.id))),
  );
  if (residents.length === 0) throw conflict(text.noRecipients);
  let id = nextId(db.recipients);
  for (const resident of residents) {
    const home = db.apartments.find((apartment) => apartment.id === resident.apartments[0]?.id);
    db.recipients.push({
      id: id++,
      messageId: message.id,
      residentId: resident.id,
      name: fullName(resident),
      apartment: home ? apartmentLabel(home) : null,
      status: 'no_leido',
      readAt: null,
    });
  }
};

export const messagesHandlers = [
  mockCall(calls.inbox, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    return { message: 'OK', inbox: threadsStartedBy(body.buildingId, 'residente') };
  }),

  mockCall(calls.sent, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    return { message: 'OK', send: threadsStartedBy(body.buildingId, 'administracion') };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const parent = body.messageParentId === null ? null : rowOf(user, db.messages, body.messageParentId, missing);
    if (parent && parent.buildingId !== body.buildingId) throw conflict(text.foreignParent);
    const root = parent ? db.messages.find((message) => message.id === rootOf(parent))! : null;
    if (root?.status === 'archivado') throw conflict(text.archived);
    const category = messageCategories.find((candidate) => candidate.id === (body.categoryId ?? root?.categoryId));
    const message: Message = {
      id: nextId(db.messages),
      buildingId: body.buildingId,
      messageParentId: root?.id ?? null,
      categoryId: category?.id ?? null,
      category: category?.name ?? null,
      subject: body.subject || root?.subject || '(sin asunto)',
      text: body.text,
      sender: senderOf(user),
      apartment: null,
      sentAt: now(),
      status: root?.status ?? 'abierto',
      read: true,
    };
    db.messages.push(message);
    if (!root) addRecipients(message, body.toAll, body.apartmentIds, body.residentIds);
    return { message: root ? text.replied : text.sent, created: message };
  }),

  /** The whole thread, oldest first; opening it marks it read for the signed-in user. */
  mockCall(calls.detail, ({ body, user }) => {
    const message = rowOf(user, db.messages, body.id, missing);
    const thread = threadOf(rootOf(message));
    for (const line of thread) line.read = true;
    return { message: 'OK', messages: thread };
  }),

  mockCall(calls.recipients, ({ body, user }) => {
    const message = rowOf(user, db.messages, body.messageId, missing);
    return { message: 'OK', recipients: db.recipients.filter((recipient) => recipient.messageId === rootOf(message)) };
  }),

  /** A thread's status lives on every one of its messages. */
  mockCall(calls.status, ({ body, user }) => {
    const message = rowOf(user, db.messages, body.id, missing);
    const problem = transitionProblem(messageTransitions, messageStatusLabels, message.status, body.status);
    if (problem) throw conflict(problem);
    for (const line of threadOf(rootOf(message))) line.status = body.status;
    return { message: text.status, updated: message };
  }),

  mockCall(calls.recipientStatus, ({ body, user }) => {
    const recipient = db.recipients.find((candidate) => candidate.id === body.id);
    const message = db.messages.find((candidate) => candidate.id === recipient?.messageId);
    if (!recipient || !message || !reachesBuilding(user, message.buildingId)) {
      throw notFound(text.recipientNotFound);
    }
    const problem = transitionProblem(recipientTransitions, recipientStatusLabels, recipient.status, body.status);
    if (problem) throw conflict(problem);
    recipient.status = body.status;
    recipient.readAt = body.status === 'leido' ? now() : null;
    return { message: text.recipientStatus, recipient };
  }),

  mockCall(calls.categories, () => ({ message: 'OK', categories: messageCategories })),
];
