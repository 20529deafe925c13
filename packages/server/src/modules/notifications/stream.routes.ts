import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateToken } from '../../core/auth/authentication';
import { ApiError } from '../../core/errors/api-error';
import { sseEvent } from '../../lib/push/message';

type StreamRequest = FastifyRequest<{ Querystring: { token?: string } }>;

/**
 * GET {prefix}/notifications/stream?token=…: the server's own push channel when Firebase is not configured.
 * EventSource cannot send headers, so the session token travels in the query and x-system is not asked for.
 * Every heartbeat re-checks the session: a revoked or expired token loses its stream within one beat.
 */
export const notificationStreamRoutes = async (app: FastifyInstance) => {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/notifications/stream', async (request: StreamRequest, reply) => {
    if (app.push.kind !== 'sse') throw new ApiError(404, 'Los avisos llegan por Firebase Cloud Messaging.');
    const auth = await authenticateToken(app, request.query.token, request.ip);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write('retry: 5000\n: conectado\n\n');
    const unsubscribe = app.push.hub.subscribe(auth.user.id, (notification) => {
      raw.write(sseEvent(notification));
    });
    const heartbeat = setInterval(() => {
      void app.sessions.isLive(auth.session.id).then(
        (live) => (live ? raw.write(': latido\n\n') : end()),
        () => undefined,
      );
    }, app.config.push.heartbeatSeconds * 1000);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
};
