import {
  contract,
  montevideoClock,
  montevideoToday,
  transitionProblem,
  type VisitStatus,
  visitMessages,
  visitStatusLabels,
  visitTransitions,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { FrontDeskRepositories } from './repositories';
import { visitOut } from './shapes';
import type { VisitValues } from './visits.repository';

const calls = contract.visits;
const text = visitMessages;

/** Visitas: the desk's list, the units to visit with their residents, a new visit, its arrival and departure. */
export const visitRoutes = (repos: FrontDeskRepositories) => async (app: FastifyInstance) => {
  const { visits, units, buildings, identityTypes } = repos;

  registerCall(app, calls.findAll, async ({ params, scope }) => {
    if (!(await buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', visits: (await visits.listOfBuilding(scope, params.id)).map(visitOut) };
  });

  registerCall(app, calls.apartments, async ({ params, scope }) => {
    if (!(await buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', apartments: await units.withResidents(scope, params.id) };
  });

  /** A visit given its entry time is at the desk now: it is registered inside, and it is today's. */
  registerCall(app, calls.create, async ({ body, scope }) => {
    const building = await buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    const unit = await units.unit(scope, body.apartmentId);
    if (!unit || unit.buildingId !== building.id) throw new ApiError(409, text.foreignApartment);
    const today = montevideoToday();
    if (body.date < today) throw new ApiError(409, text.pastDate);
    if (body.entryTime !== null && body.date !== today) throw new ApiError(409, text.entryNotToday);
    const values: VisitValues = {
      companyId: building.companyId,
      buildingId: building.id,
      apartmentId: unit.id,
      identityTypeId: body.identity === '' ? null : await identityTypes.ciId(),
      name: body.name,
      identity: body.identity,
      plate: body.plate,
      date: body.date,
      expectedTime: body.expectedTime,
      entryTime: body.entryTime,
      status: body.entryTime === null ? 'esperada' : 'ingresada',
    };
    const row = await visits.table.insert(scope, values);
    return { message: text.created, visit: visitOut((await visits.find(scope, row.id))!) };
  });

  /** Arrival and departure are noted at the Montevideo clock's minute; an arrival noted before keeps its time. */
  registerCall(app, calls.status, async ({ body, scope }) => {
    const changed = await app.db.transaction(async (tx) => {
      await visits.lock(tx, body.id);
      const current = await visits.find(scope, body.id, tx);
      if (!current) throw new ApiError(404, text.notFound);
      const from = current.status as VisitStatus;
      const problem = transitionProblem(visitTransitions, visitStatusLabels, from, body.status);
      if (problem) throw new ApiError(409, problem);
      const clock = montevideoClock();
      const times =
        body.status === 'ingresada'
          ? { entryTime: current.entryTime ?? clock }
          : body.status === 'finalizada'
            ? { exitTime: clock }
            : {};
      await visits.table.setStatus(scope, current.id, { status: body.status, ...times }, tx);
      return (await visits.find(scope, current.id, tx))!;
    });
    return { message: text.status, visit: visitOut(changed) };
  });

  registerCall(app, calls.remove, async ({ body, scope }) => {
    await app.db.transaction(async (tx) => {
      await visits.lock(tx, body.id);
      if (!(await visits.find(scope, body.id, tx))) throw new ApiError(404, text.notFound);
      await visits.table.hide(scope, body.id, { removedAt: new Date() }, tx);
    });
    return { message: text.removed };
  });
};
