import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { contractRoutes } from './contracts.routes';
import { personnelRoutes } from './personnel.routes';
import { createPersonnelRepositories } from './repositories';
import { unlinkRoutes } from './unlinks.routes';

/** Personal: the complejo's staff, their clock-ins, the kinds of leave it grants, contracts and desvinculaciones. */
export const personnelModule: FastifyPluginAsync = async (app) => {
  const repos = createPersonnelRepositories(app.db);
  await app.register(contractCalls(personnelRoutes(repos), contractRoutes(repos), unlinkRoutes(repos)));
};
