import type { FastifyInstance } from 'fastify';
import { retryAfterSeconds } from '../../core/errors/unavailable';
import { readinessOf } from './readiness';

export const healthMessages = {
  live: 'El servidor está funcionando.',
  ready: 'El servidor está listo para atender.',
  notReady: 'El servidor no puede atender por ahora: la base de datos o sus avisos no están disponibles.',
} as const;

/**
 * GET {prefix}/health/live and /health/ready, for load balancers and monitors: no x-system nor x-token (a probe
 * sends neither), nothing personal in the answer, never kept by a cache.
 */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true, message: healthMessages.live };
  });

  app.get('/health/ready', async (_request, reply) => {
    const readiness = await readinessOf(app.database);
    reply.header('cache-control', 'no-store');
    if (!readiness.ready) reply.status(503).header('retry-after', String(retryAfterSeconds));
    const { ready, ...facts } = readiness;
    return { ok: ready, message: ready ? healthMessages.ready : healthMessages.notReady, ...facts };
  });
};
