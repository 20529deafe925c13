import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { buildingRoutes } from './buildings.routes';
import { companyRoutes } from './companies.routes';
import { createMasterRepositories } from './repositories';
import { towerRoutes } from './towers.routes';
import { userRoutes } from './users.routes';

/** Administradoras, complejos, towers and users: the master's menu. */
export const masterModule: FastifyPluginAsync = async (app) => {
  const repos = createMasterRepositories(app.db);
  await app.register(contractCalls(companyRoutes(repos), buildingRoutes(repos), towerRoutes(repos), userRoutes(repos)));
};
