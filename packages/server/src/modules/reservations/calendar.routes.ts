import {
  type ActiveStatus,
  commonAreaMessages,
  contract,
  disabledDaysOf,
  maintenanceAvailableDaysOf,
  maintenanceDisabledDaysOf,
  turnsOn,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import type { ReservationRepositories } from './repositories';
import { turnSlotsOf } from './shapes';

/**
 * The calendars of a common area (reservations/availability.ts of the domain): the days a new booking cannot take
 * and the free turns of a day, and for a new maintenance the days already closed and those that disturb nobody.
 */
export const calendarRoutes = (repos: ReservationRepositories) => async (app: FastifyInstance) => {
  const { reserves, maintenances, commonAreas } = repos;

  const areaOf = async (scope: Scope, id: number) => {
    const area = await commonAreas.find(scope, id);
    if (!area) throw new ApiError(404, commonAreaMessages.notFound);
    return {
      id: area.id,
      status: area.status as ActiveStatus,
      bookingWindowDays: area.bookingWindowDays,
      turns: turnSlotsOf(area),
    };
  };

  const bookingsOf = async (areaId: number, range: { from: string; to: string }) => {
    const [booked, closing] = await Promise.all([reserves.ofArea(areaId, range), maintenances.ofArea(areaId, range)]);
    return { reserves: booked, maintenances: closing };
  };

  registerCall(app, contract.reserves.disabled, async ({ body, scope }) => {
    const area = await areaOf(scope, body.commonAreaId);
    const range = { from: body.from, to: body.to };
    return { message: 'OK', disabledDays: disabledDaysOf(area, range, await bookingsOf(area.id, range), new Date()) };
  });

  registerCall(app, contract.reserves.turnsAvailable, async ({ body, scope }) => {
    const area = await areaOf(scope, body.commonAreaId);
    const day = { from: body.date, to: body.date };
    return { message: 'OK', turns: turnsOn(area, body.date, await bookingsOf(area.id, day), new Date()) };
  });

  registerCall(app, contract.maintenances.disabled, async ({ body, scope }) => {
    const area = await areaOf(scope, body.commonAreaId);
    const range = { from: body.from, to: body.to };
    return {
      message: 'OK',
      disabledDays: maintenanceDisabledDaysOf(area, range, await maintenances.ofArea(area.id, range)),
    };
  });

  registerCall(app, contract.maintenances.available, async ({ body, scope }) => {
    const area = await areaOf(scope, body.commonAreaId);
    const range = { from: body.from, to: body.to };
    return { message: 'OK', availableDays: maintenanceAvailableDaysOf(area, range, await bookingsOf(area.id, range)) };
  });
};
