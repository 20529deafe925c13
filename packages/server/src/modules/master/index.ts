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
  app.recordFinders.add('companies', repos.companies.find);
  app.recordFinders.add('buildings', repos.buildings.find);
  // A user's complejos are changed with the user, and written to the trail apart.
  app.recordFinders.add('users', repos.users.find, (user) => [{ entity: 'user_buildings', entityId: user.id }]);
  await app.register(contractCalls(companyRoutes(repos), buildingRoutes(repos), towerRoutes(repos), userRoutes(repos)));
};
