import { commonAreaMessages, contract } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { ComplexRepositories } from './repositories';
import { commonAreaOut } from './shapes';

/** Common areas (/areascomunes) of a complejo: capacity, rules, price in centésimos and bookable turns. */
export const commonAreaRoutes = (repos: ComplexRepositories) => async (app: FastifyInstance) => {
  const repo = repos.commonAreas;

  const valuesOf = (body: {
    name: string;
    description: string;
    capacity: number;
    price: number;
    requiresApproval: boolean;
    bookingWindowDays: number;
    monthlyLimit: number | null;
    status?: 'activo' | 'inactivo';
  }) => ({
    name: body.name,
    description: body.description,
    capacity: body.capacity,
    priceCents: body.price,
    requiresApproval: body.requiresApproval,
    bookingWindowDays: body.bookingWindowDays,
    monthlyLimit: body.monthlyLimit,
    ...(body.status ? { status: body.status } : {}),
  });

  registerCall(app, contract.commonAreas.findAll, async ({ params, scope }) => {
    if (!(await repos.buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', commonAreas: (await repo.listOfBuilding(scope, params.id)).map(commonAreaOut) };
  });

  registerCall(app, contract.commonAreas.create, async ({ body, scope }) => {
    const building = await repos.buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    const area = await repo.create(scope, building, valuesOf(body), body.turns);
    return { message: commonAreaMessages.created, commonArea: commonAreaOut((await repo.find(scope, area.id))!) };
  });

  registerCall(app, contract.commonAreas.update, async ({ body, scope }) => {
    const current = await repo.find(scope, body.id);
    if (!current) throw new ApiError(404, commonAreaMessages.notFound);
    const own = new Set(current.turns.map((turn) => turn.id));
    const kept = body.turns.flatMap((turn) => (turn.id === undefined ? [] : [turn.id]));
    if (kept.some((id) => !own.has(id))) throw new ApiError(400, commonAreaMessages.foreignTurn);
    if (new Set(kept).size !== kept.length) throw new ApiError(400, commonAreaMessages.repeatedTurn);
    const dropped = current.turns.filter((turn) => !kept.includes(turn.id)).map((turn) => turn.id);
    if (dropped.length > 0 && (await repo.reservesOf(current.id, dropped)).total > 0) {
      throw new ApiError(409, commonAreaMessages.turnWithReserves);
    }
    await repo.update(scope, current, valuesOf(body), body.turns);
    return { message: commonAreaMessages.updated, commonArea: commonAreaOut((await repo.find(scope, current.id))!) };
  });

  registerCall(app, contract.commonAreas.delete, async ({ params, scope }) => {
    if (!(await repo.find(scope, params.id))) throw new ApiError(404, commonAreaMessages.notFound);
    const booked = await repo.reservesOf(params.id);
    if (booked.pending > 0) throw new ApiError(409, commonAreaMessages.pendingReserves);
    if (booked.total > 0) throw new ApiError(409, commonAreaMessages.hasReserves);
    if (!(await repo.remove(scope, params.id))) throw new ApiError(404, commonAreaMessages.notFound);
    return { message: commonAreaMessages.deleted };
  });
};
