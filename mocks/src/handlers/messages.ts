import type { AudienceStaff, AudienceUnit, Message, SessionUser } from '@horizontal/domain';
import {
  contract,
  messageStatusLabels,
  messageTransitions,
  messagingMessages,
  recipientStatusLabels,
  recipientTransitions,
  transitionProblem,
  unitLabel,
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

/** The colleagues a new message is written to: those chosen who have Mensajería in the complejo. */
const colleagues = (body: { buildingId: number; userIds: number[] }, user: SessionUser) =>
  colleaguesOf(body.buildingId, user).filter((account) => body.userIds.includes(account.user.id));

/** Who a new thread goes to: every active resident, or those of the units and ids chosen, and the colleagues. */
const addRecipients = (
  message: Message,
  toAll: boolean,
  apartmentIds: number[],
  residentIds: number[],
  staff: ReturnType<typeof colleaguesOf>,
) => {
  const residents = db.residents.filter(
    (resident) =>
      resident.buildingId === message.buildingId &&
      resident.status === 'activo' &&
      (toAll ||
        residentIds.includes(resident.id) ||
        resident.apartments.some((unit) => apartmentIds.includes(unit.id))),
  );
  if (residents.length === 0 && staff.length === 0) throw conflict(text.noRecipients);
  let id = nextId(db.recipients);
  for (const account of staff) {
    db.recipients.push({
      id: id++,
      messageId: message.id,
      residentId: null,
      name: account.user.name,
      apartment: null,
      status: 'no_leido',
      readAt: null,
    });
  }
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

/** The complejo's units with their active residents, and the colleagues with Mensajería there but `user`. */
const audienceOf = (buildingId: number, user: SessionUser): { units: AudienceUnit[]; staff: AudienceStaff[] } => ({
  units: db.apartments
    .filter((apartment) => apartment.buildingId === buildingId)
    .map((apartment) => ({
      id: apartment.id,
      name: unitLabel(apartment),
      tower: apartment.tower,
      residents: db.residents
        .filter(
          (resident) => resident.status === 'activo' && resident.apartments.some((unit) => unit.id === apartment.id),
        )
        .map((resident) => ({ id: resident.id, name: fullName(resident), hasEmail: resident.email.trim() !== '' })),
    })),
  staff: colleaguesOf(buildingId, user).map((account) => ({
    id: account.user.id,
    name: account.user.name,
    role: account.user.role.name,
  })),
});

/** The active logins of the complejo whose profile opens Mensajería, but `user`. */
const colleaguesOf = (buildingId: number, user: SessionUser) =>
  db.users.filter(
    (account) =>
      account.user.id !== user.id &&
      account.status === 'activo' &&
      account.user.modules.some((module) => module.route === '/mensajes') &&
      account.user.buildings.some((building) => building.id === buildingId),
  );

export const messagesHandlers = [
  mockCall(calls.audience, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    return { message: 'OK', ...audienceOf(body.buildingId, user) };
  }),

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
    // Recipients first: a message that reaches nobody is refused and leaves nothing behind.
    if (!root) addRecipients(message, body.toAll, body.apartmentIds, body.residentIds, colleagues(body, user));
    db.messages.push(message);
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
