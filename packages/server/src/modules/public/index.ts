import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { createPublicRepositories } from './repositories';
import { publicRoutes } from './routes';

/** What anyone may call without a session (SPEC §7, `public: true`). */
export const publicModule: FastifyPluginAsync = async (app) => {
  await app.register(contractCalls(publicRoutes(createPublicRepositories(app.db))));
};
