import type { FastifyInstance } from 'fastify';
import { createNotificationsRepository, type NotificationContent } from './notifications.repository';

/**
 * Stores a notification for each user and pushes it to them (FCM or SSE, on whichever instance holds their
 * stream); any module may call it. A failed push never undoes the stored notification: the next /auth/data lists
 * it anyway.
 */
export const notifyUsers = async (app: FastifyInstance, userIds: number[], content: NotificationContent) => {
  const stored = await createNotificationsRepository(app.db).create(userIds, content);
  await Promise.all(
    stored.map(({ userId, notification }) =>
      app.push.deliver(userId, notification).catch((error: unknown) => {
        app.log.warn({ err: error, userId }, 'no se pudo enviar el aviso push');
      }),
    ),
  );
  return stored;
};
