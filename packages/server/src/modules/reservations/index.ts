import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { calendarRoutes } from './calendar.routes';
import { maintenanceRoutes } from './maintenances.routes';
import { createReservationRepositories } from './repositories';
import { reserveRoutes } from './reserves.routes';
import { summaryRoutes } from './summary.routes';

/** Reservas and mantenimientos: bookings of the common areas, their calendars, maintenances and Inicio's figures. */
export const reservationsModule: FastifyPluginAsync = async (app) => {
  const repos = createReservationRepositories(app.db);
  app.recordFinders.add('reserves', repos.reserves.find);
  app.recordFinders.add('maintenances', repos.maintenances.find);
  await app.register(
    contractCalls(reserveRoutes(repos), calendarRoutes(repos), maintenanceRoutes(repos), summaryRoutes(repos)),
  );
};
