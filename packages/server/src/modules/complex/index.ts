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
  // A resident's units are written to the trail as «resident-unit» links.
  app.recordFinders.add('residents', repos.residents.find, (resident) => [
    { entity: 'resident_apartments', entityIdPrefix: `${resident.id}-` },
  ]);
  app.recordFinders.add('apartments', repos.apartments.find);
  app.recordFinders.add('pantries', repos.pantries.find);
  app.recordFinders.add('parkings', repos.parkings.find);
  app.recordFinders.add('common_areas', repos.commonAreas.find);
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
