import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { createAccountRepositories } from './repositories';
import { accountRoutes } from './routes';

/** The signed-in person's own session, data and password. */
export const accountModule: FastifyPluginAsync = async (app) => {
  await app.register(contractCalls(accountRoutes(createAccountRepositories(app.db))));
};
