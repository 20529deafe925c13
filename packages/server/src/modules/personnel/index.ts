import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { contractRoutes } from './contracts.routes';
import { licenseRoutes } from './licenses.routes';
import { personnelRoutes } from './personnel.routes';
import { createPersonnelRepositories } from './repositories';
import { timeRecordRoutes } from './time-records.routes';
import { unlinkRoutes } from './unlinks.routes';

/** Personal: the complejo's staff, their clock-ins, the kinds of leave it grants, contracts, desvinculaciones and licenses. */
export const personnelModule: FastifyPluginAsync = async (app) => {
  const repos = createPersonnelRepositories(app.db);
  await app.register(
    contractCalls(
      personnelRoutes(repos),
      timeRecordRoutes(repos),
      contractRoutes(repos),
      unlinkRoutes(repos),
      licenseRoutes(repos),
    ),
  );
};
