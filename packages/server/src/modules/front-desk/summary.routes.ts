import { contract, montevideoToday } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { callerMay, registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { FrontDeskRepositories } from './repositories';

/**
 * Portería's tile on Inicio (GET /shipments/summary/{complejo}): parcels waiting at the desk and today's visits still
 * expected. Today's count changes at midnight with no write, so the answer is kept by the Montevideo day.
 */
export const summaryRoutes = (repos: FrontDeskRepositories) => async (app: FastifyInstance) => {
  registerCall(
    app,
    contract.shipments.summary,
    async ({ params, scope, auth }) => {
      if (!(await repos.buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
      const [seesParcels, seesVisits] = await Promise.all([
        callerMay(app, auth, contract.shipments.findAll),
        callerMay(app, auth, contract.visits.findAll),
      ]);
      return {
        message: 'OK',
        summary: {
          waitingParcels: seesParcels ? await repos.shipments.waiting(params.id) : null,
          expectedVisits: seesVisits ? await repos.visits.expectedOn(params.id, montevideoToday()) : null,
        },
      };
    },
    { answerDependsOn: () => montevideoToday() },
  );
};
