import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { apartmentRoutes } from './apartments.routes';
import { commonAreaRoutes } from './common-areas.routes';
import { createComplejoRepositories } from './repositories';
import { residentRoutes } from './residents.routes';
import { pantryRoutes, parkingRoutes } from './spaces.routes';
import { summaryRoutes } from './summary.routes';

/** What a complejo holds: apartments, despensas, estacionamientos, residents and common areas. */
export const complexModule: FastifyPluginAsync = async (app) => {
  const repos = createComplejoRepositories(app.db);
  await app.register(
    contractCalls(
      apartmentRoutes(repos),
      residentRoutes(repos),
      pantryRoutes(repos),
      parkingRoutes(repos),
      commonAreaRoutes(repos),
      summaryRoutes(repos),
    ),
  );
};
