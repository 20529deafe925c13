import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, messages } from '../../core/errors/api-error';
import { serviceUnavailable } from '../../core/errors/unavailable';
import { restartRetryHint } from '../../core/http/graceful-shutdown';
import { createNotificationsRepository } from '../../core/repositories/notifications.repository';
import { sseEvent } from '../../lib/push/message';
import { firebaseOnly } from './stream-ticket.routes';
import type { StreamTicketsRepository } from './stream-tickets.repository';

type StreamRequest = FastifyRequest<{ Querystring: { ticket?: unknown; since?: unknown } }>;

export const ticketRefused = 'El permiso para recibir avisos venció o ya fue usado.';

/**
 * GET {prefix}/notifications/stream?ticket=…: the server's own push channel when Firebase is not configured.
 * EventSource cannot send headers, so x-system is not asked for and a single-use ticket of
 * POST /notifications/stream-ticket travels in the query: the session token never does, since URLs end up in logs.
 * Every heartbeat re-checks the session: a revoked or expired one loses its stream within one beat. `since` is the
 * newest notification id the browser knows (from /auth/data or an earlier stream): what was stored after it, while no
 * stream was open, is sent first, so nothing told between the page's load and its stream is missed.
 */
export const notificationStreamRoutes = (tickets: StreamTicketsRepository) => async (app: FastifyInstance) => {
  const stored = createNotificationsRepository(app.db);
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/notifications/stream', async (request: StreamRequest, reply) => {
    if (app.push.kind !== 'sse') throw new ApiError(404, firebaseOnly);
    const { ticket } = request.query;
    if (typeof ticket !== 'string' || ticket.length === 0) throw new ApiError(401, messages.missingToken);
    const holder = ticket.length > 200 ? null : await tickets.consume(ticket);
    if (!holder) throw new ApiError(401, ticketRefused);
    if (holder.status !== 'activo') throw new ApiError(403, messages.inactiveUser);
    // Pushes are not heard now (the LISTEN session is being restored): the browser tries again shortly.
    if (!app.push.hearing()) throw serviceUnavailable();
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
    const unsubscribe = app.push.hub.subscribe(holder.userId, {
      deliver: (notification) => raw.write(sseEvent(notification)),
      end: () => end(),
    });
    // Read once subscribed: one stored meanwhile may come twice (the browser keeps one per id), never zero times.
    const since = Number(request.query.since);
    if (Number.isSafeInteger(since) && since >= 0) {
      const missed = await stored.newerThan(holder.userId, since).catch(() => []);
      for (const notification of missed) if (!raw.writableEnded) raw.write(sseEvent(notification));
    }
    // A session that cannot be checked (the database is unreachable) ends the stream too: a stream kept beating
    // would keep the browser from connecting again once the server can push again.
    const heartbeat = setInterval(() => {
      void app.sessions.isLive(holder.sessionId).then(
        (live) => (live ? raw.write(': latido\n\n') : end()),
        () => end(),
      );
    }, app.config.push.heartbeatSeconds * 1000);
    // The server is shutting down: the stream ends on preClose, and the browser should come back soon.
    const forgetDrain = app.drain.onStart(() => raw.write(restartRetryHint));
    const end = () => {
      clearInterval(heartbeat);
      forgetDrain();
      unsubscribe();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
};
