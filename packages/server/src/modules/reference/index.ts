import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { createReferenceRepositories } from './repositories';
import { generalRoutes } from './routes';

/** /general: reference data and the ids and names the selects of every screen offer. */
export const referenceModule: FastifyPluginAsync = async (app) => {
  await app.register(contractCalls(generalRoutes(createReferenceRepositories(app.db))));
};
