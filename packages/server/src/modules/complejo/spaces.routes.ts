import { contract, spaceMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import type { ComplejoRepositories } from './repositories';
import { pantryOut, parkingOut } from './shapes';

/** The unit a space is assigned to must be of the space's own complejo. */
const checkApartment = async (
  repos: ComplejoRepositories,
  scope: Scope,
  buildingId: number,
  apartmentId: number | null,
) => {
  if (apartmentId === null) return;
  const apartment = await repos.apartments.find(scope, apartmentId);
  if (apartment?.buildingId !== buildingId) throw new ApiError(400, spaceMessages.foreignApartment);
};

/** Despensas (/despensas) of a complejo, optionally assigned to a unit. */
export const pantryRoutes = (repos: ComplejoRepositories) => async (app: FastifyInstance) => {
  const repo = repos.pantries;
  const text = spaceMessages.pantry;

  registerCall(app, contract.pantries.findAll, async ({ params, scope }) => {
    if (!(await repos.buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', pantries: (await repo.listOfBuilding(scope, params.id)).map(pantryOut) };
  });

  registerCall(app, contract.pantries.create, async ({ body, scope }) => {
    const { buildingId, ...values } = body;
    const building = await repos.buildings.find(scope, buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    if (await repo.numberTaken(building.id, values.number)) throw new ApiError(409, text.numberTaken(values.number));
    await checkApartment(repos, scope, building.id, values.apartmentId);
    const created = await repo.create(scope, building, values);
    return { message: text.created, pantry: pantryOut((await repo.find(scope, created.id))!) };
  });

  registerCall(app, contract.pantries.update, async ({ body, scope }) => {
    const { id, ...values } = body;
    const current = await repo.find(scope, id);
    if (!current) throw new ApiError(404, text.notFound);
    if (await repo.numberTaken(current.buildingId, values.number, id)) {
      throw new ApiError(409, text.numberTaken(values.number));
    }
    await checkApartment(repos, scope, current.buildingId, values.apartmentId);
    await repo.update(scope, id, values);
    return { message: text.updated, pantry: pantryOut((await repo.find(scope, id))!) };
  });

  registerCall(app, contract.pantries.remove, async ({ params, scope }) => {
    if (!(await repo.remove(scope, params.id))) throw new ApiError(404, text.notFound);
    return { message: text.deleted };
  });
};

/** Estacionamientos (/estacionamientos) of a complejo, optionally assigned to a unit. */
export const parkingRoutes = (repos: ComplejoRepositories) => async (app: FastifyInstance) => {
  const repo = repos.parkings;
  const text = spaceMessages.parking;

  registerCall(app, contract.parkings.findAll, async ({ params, scope }) => {
    if (!(await repos.buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', parkings: (await repo.listOfBuilding(scope, params.id)).map(parkingOut) };
  });

  registerCall(app, contract.parkings.create, async ({ body, scope }) => {
    const { buildingId, ...values } = body;
    const building = await repos.buildings.find(scope, buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    if (await repo.numberTaken(building.id, values.number)) throw new ApiError(409, text.numberTaken(values.number));
    await checkApartment(repos, scope, building.id, values.apartmentId);
    const created = await repo.create(scope, building, values);
    return { message: text.created, parking: parkingOut((await repo.find(scope, created.id))!) };
  });

  registerCall(app, contract.parkings.update, async ({ body, scope }) => {
    const { id, ...values } = body;
    const current = await repo.find(scope, id);
    if (!current) throw new ApiError(404, text.notFound);
    if (await repo.numberTaken(current.buildingId, values.number, id)) {
      throw new ApiError(409, text.numberTaken(values.number));
    }
    await checkApartment(repos, scope, current.buildingId, values.apartmentId);
    await repo.update(scope, id, values);
    return { message: text.updated, parking: parkingOut((await repo.find(scope, id))!) };
  });

  registerCall(app, contract.parkings.remove, async ({ params, scope }) => {
    if (!(await repo.remove(scope, params.id))) throw new ApiError(404, text.notFound);
    return { message: text.deleted };
  });
};
