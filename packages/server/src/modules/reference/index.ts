import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { historyRoutes } from './history.routes';
import { createReferenceRepositories } from './repositories';
import { generalRoutes } from './routes';

/**
 * /general: reference data and the ids and names the selects of every screen offer; /history: who created and last
 * changed a record of any module (each module registers how to find its records in `app.recordFinders`).
 */
export const referenceModule: FastifyPluginAsync = async (app) => {
  await app.register(contractCalls(generalRoutes(createReferenceRepositories(app.db)), historyRoutes()));
};
