import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { personnelRoutes } from './personnel.routes';
import { createPersonnelRepositories } from './repositories';

/** Personal: the complejo's staff, their clock-ins and the kinds of leave it grants. */
export const personnelModule: FastifyPluginAsync = async (app) => {
  const repos = createPersonnelRepositories(app.db);
  await app.register(contractCalls(personnelRoutes(repos)));
};
