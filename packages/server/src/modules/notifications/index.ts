import type { FastifyPluginAsync } from 'fastify';
import { notificationStreamRoutes } from './stream.routes';

/** Push notifications: the server-sent events stream; `notify.ts` stores and pushes them for any module. */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  // EventSource cannot send our headers, so the stream is not one of the contract's calls.
  await app.register(notificationStreamRoutes);
};
