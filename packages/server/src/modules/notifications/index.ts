import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { notificationStreamRoutes } from './stream.routes';
import { streamTicketRoutes } from './stream-ticket.routes';
import { createStreamTicketsRepository } from './stream-tickets.repository';

/** Push notifications: the server-sent events stream; `core/notify.ts` stores and pushes them for any module. */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  const tickets = createStreamTicketsRepository(app.db);
  // The ticket is asked for with our headers, as the contract's calls are.
  await app.register(contractCalls(streamTicketRoutes(tickets)));
  // EventSource cannot send our headers, so the stream itself is not one of the contract's calls.
  await app.register(notificationStreamRoutes(tickets));
};
