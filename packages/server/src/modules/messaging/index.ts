import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { sharedSecretOnce } from '../../lib/secrets';
import { inboundRoutes } from './inbound.routes';
import { messageRoutes } from './messages.routes';
import { notificationRoutes } from './notifications.routes';
import { createMessagingRepositories } from './repositories';

/** Mensajería: threads between the administration and the residents (by e-mail), and the notifications' badges. */
export const messagingModule: FastifyPluginAsync = async (app) => {
  const repos = createMessagingRepositories(app.db);
  // Every instance signs the threads' reply addresses with the same secret, kept in the database.
  const secret = sharedSecretOnce(app.db, 'mail-replies');
  await app.register(contractCalls(messageRoutes(repos, secret), notificationRoutes(repos)));
  // Residents' replies by e-mail, from the mail provider: outside the x-system scope, behind its own key.
  const { inboundSecret } = app.config.mail;
  if (inboundSecret) await app.register(inboundRoutes(repos, secret, inboundSecret));
};
