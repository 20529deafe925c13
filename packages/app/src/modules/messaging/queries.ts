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

/**
 * The complejo's conversations and the categories of a new message. Whom a new message reaches is counted from the
 * complejo's units and residents, which other modules read too: sharedQueries.apartmentOptions and .residents
 * (data/shared.ts), merged by the screens' recipientUnitsOf in the form's page; not here, where the tile's prefetch
 * would load the screens with it.
 */
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
