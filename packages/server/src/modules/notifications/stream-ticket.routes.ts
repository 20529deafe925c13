import { notificationStreamTicketCall } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError } from '../../core/errors/api-error';
import type { StreamTicketsRepository } from './stream-tickets.repository';

export const firebaseOnly = 'Los avisos llegan por Firebase Cloud Messaging.';

/**
 * POST {prefix}/notifications/stream-ticket: with x-system and x-token like any call of the contract, a ticket
 * for GET /notifications/stream that lives `push.streamTicketSeconds` and opens one stream once. A session that
 * must still change its password may hold one too, as it could always open its stream.
 */
export const streamTicketRoutes = (tickets: StreamTicketsRepository) => async (app: FastifyInstance) => {
  registerCall(
    app,
    notificationStreamTicketCall,
    async ({ auth }) => {
      if (app.push.kind !== 'sse') throw new ApiError(404, firebaseOnly);
      const ticket = await tickets.issue(auth.session.id, app.config.push.streamTicketSeconds);
      return { message: 'Permiso para recibir avisos concedido.', ticket };
    },
    { allowTemporaryPassword: true },
  );
};
