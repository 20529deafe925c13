import { contract, notificationMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import type { MessagingRepositories } from './repositories';

/**
 * POST /notifications/admin/delete: the caller's own notifications of one type go (opening a thread clears
 * Mensajería's); the answer says how many, and the client subtracts that from the badge (SPEC §4).
 */
export const notificationRoutes = (repos: MessagingRepositories) => async (app: FastifyInstance) => {
  registerCall(app, contract.notifications.delete, async ({ body, auth }) => {
    const deleted = await repos.notifications.deleteOfType(auth.user.id, body.typeId);
    return { message: notificationMessages.deleted(deleted), deleted };
  });
};
