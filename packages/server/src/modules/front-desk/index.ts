import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { drawSeededPhotos } from './demo-photos';
import { reportRoutes } from './reports.routes';
import { createFrontDeskRepositories } from './repositories';
import { shipmentRoutes } from './shipments.routes';
import { summaryRoutes } from './summary.routes';
import { visitRoutes } from './visits.routes';

/** Portería: encomiendas, visitas and reportes, worked at the complejo's front desk. */
export const frontDeskModule: FastifyPluginAsync = async (app) => {
  const repos = createFrontDeskRepositories(app.db);
  await app.register(
    contractCalls(shipmentRoutes(repos), visitRoutes(repos), reportRoutes(repos), summaryRoutes(repos)),
  );
  app.addHook('onReady', async () => {
    if (app.config.seedDemo) await drawSeededPhotos(app);
  });
};
