import type { Message } from '@horizontal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { answerQuery, listQuery } from '../../data/lists';
import { buildingScope } from '../../data/shared';

/**
 * Everything of a complejo's messaging, under one key: a reply or a status change marks the inbox, the sent
 * messages and the threads stale together (a reply is a message of both a thread and a list).
 */
export const messagingScope = (buildingId: number) => [...buildingScope(buildingId), 'messaging'] as const;

/** The complejo's conversations, whom a new message can reach, and the categories of a new message. */
export const messagingQueries = {
  /** Recibidos: every message of the threads residents started (POST /messages/inbox/findall). */
  inbox: (buildingId: number) =>
    listQuery([...messagingScope(buildingId), 'inbox'], () => api.messages.inbox({ buildingId }), 'inbox'),
  /** Enviados: every message of the threads the administration started (POST /messages/send/findall). */
  sent: (buildingId: number) =>
    listQuery([...messagingScope(buildingId), 'sent'], () => api.messages.sent({ buildingId }), 'send'),
  /**
   * A thread, every message of it (POST /messages/detail with its first message's id). The server marks it read
   * for whoever opens it, so it is asked anew each time it is opened.
   */
  thread: (buildingId: number, id: number) => ({
    ...answerQuery([...messagingScope(buildingId), 'thread', id], () => api.messages.detail({ id })),
    staleTime: 0,
  }),
  /**
   * Whom a new message can reach: the units with their active residents and the colleagues with Mensajería (POST
   * /messages/recipients/audience), asked anew each time the form opens, as residents move in and out.
   */
  audience: (buildingId: number) => ({
    ...answerQuery([...messagingScope(buildingId), 'audience'], () => api.messages.audience({ buildingId })),
    staleTime: 0,
  }),
  /** Who a sent thread went to and who read it (POST /messages/recipients/findall with its first message's id). */
  recipients: (buildingId: number, messageId: number) =>
    answerQuery([...messagingScope(buildingId), 'recipients', messageId], () => api.messages.recipients({ messageId })),
  /** The categories of a message (GET /messages/categories/findall): the same for every complejo and all day. */
  categories: () => ({
    ...answerQuery(['message-categories'], () => api.messages.categories()),
    staleTime: Number.POSITIVE_INFINITY,
  }),
};

/** The threads of the inbox with a message the signed-in user has not opened: the figure of the tile. */
export const unreadThreads = (inbox: readonly Message[]) =>
  new Set(inbox.filter((message) => !message.read).map((message) => message.messageParentId ?? message.id)).size;

/** Asks for the inbox, which the module's tile counts, into a cache before the tile is drawn (routes.ts, `tile`). */
export const prefetchInbox = (client: QueryClient, buildingId: number) =>
  client.prefetchQuery(messagingQueries.inbox(buildingId));
