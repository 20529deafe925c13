import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { createNotificationsRepository, type NotificationContent } from './repositories/notifications.repository';

type Stored = Awaited<ReturnType<ReturnType<typeof createNotificationsRepository>['create']>>;

const push = (app: FastifyInstance, stored: Stored) =>
  Promise.all(
    stored.map(({ userId, notification }) =>
      app.push.deliver(userId, notification).catch((error: unknown) => {
        app.log.warn({ err: error, userId }, 'no se pudo enviar el aviso push');
      }),
    ),
  );

/**
 * Stores a notification for each user and pushes it to them (FCM or SSE, on whichever instance holds their
 * stream); any module may call it. A failed push never undoes the stored notification: the next /auth/data lists
 * it anyway.
 */
export const notifyUsers = async (app: FastifyInstance, userIds: number[], content: NotificationContent) => {
  const stored = await createNotificationsRepository(app.db).create(userIds, content);
  await push(app, stored);
  return stored;
};

/**
 * Stores the notifications in the transaction of the change they tell about (never one for a change that rolled
 * back) and pushes them once the call has answered, after the commit.
 */
export const notifyWithChange = async (
  app: FastifyInstance,
  q: Queryable,
  request: FastifyRequest,
  userIds: number[],
  content: NotificationContent,
) => {
  const stored = await createNotificationsRepository(app.db).create(userIds, content, q);
  if (stored.length > 0) app.afterAnswer.add(request, async () => void (await push(app, stored)));
  return stored;
};
