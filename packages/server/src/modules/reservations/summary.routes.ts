import { contract, montevideoToday } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { callerMay, registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { ReservationRepositories } from './repositories';
import { byDay } from './reserves.routes';

/** The module's tile on Inicio (GET /reserves/summary/{complejo}): bookings awaiting approval, and today's. */
export const summaryRoutes = (repos: ReservationRepositories) => async (app: FastifyInstance) => {
  registerCall(
    app,
    contract.reserves.summary,
    async ({ params, scope, auth }) => {
      if (!(await repos.buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
      const [seesBookings, figures] = await Promise.all([
        callerMay(app, auth, contract.reserves.findAll),
        repos.reserves.figures(params.id, montevideoToday()),
      ]);
      return {
        message: 'OK',
        summary: seesBookings ? figures : { awaitingApproval: null, today: null },
      };
    },
    byDay,
  );
};
