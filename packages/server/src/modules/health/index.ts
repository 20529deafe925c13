import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.routes';

/** Liveness and readiness for load balancers and monitors; outside the contract, so without our headers. */
export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
