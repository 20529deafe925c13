import { contract, spaceMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import type { Pantry, Parking } from '../../db/schema';
import type { ComplexRepositories } from './repositories';
import { pantryOut, parkingOut } from './shapes';
import type { SpaceListing, SpaceValues } from './spaces.repository';

type SpaceRepository<Row> = {
  listOfBuilding: (scope: Scope, buildingId: number) => Promise<SpaceListing<Row>[]>;
  find: (scope: Scope, id: number) => Promise<SpaceListing<Row> | null>;
  numberTaken: (buildingId: number, number: string, id?: number) => Promise<boolean>;
  create: (scope: Scope, building: { id: number; companyId: number }, values: SpaceValues) => Promise<{ id: number }>;
  update: (scope: Scope, id: number, values: SpaceValues) => Promise<unknown>;
  remove: (scope: Scope, id: number) => Promise<unknown>;
};

/**
 * The rules a despensa and an estacionamiento share: a number free in its complejo, and a unit, when assigned, of
 * that same complejo. Each kind's routes only say its calls, its messages and the key of its answer.
 */
const spaceRules = <Row extends { buildingId: number }>(
  repos: ComplexRepositories,
  repo: SpaceRepository<Row>,
  text: (typeof spaceMessages)['pantry' | 'parking'],
) => {
  const checkApartment = async (scope: Scope, buildingId: number, apartmentId: number | null) => {
    if (apartmentId === null) return;
    const apartment = await repos.apartments.find(scope, apartmentId);
    if (apartment?.buildingId !== buildingId) throw new ApiError(400, spaceMessages.foreignApartment);
  };
  return {
    list: async (scope: Scope, buildingId: number) => {
      if (!(await repos.buildings.find(scope, buildingId))) throw new ApiError(404, messages.buildingNotFound);
      return repo.listOfBuilding(scope, buildingId);
    },
    create: async (scope: Scope, { buildingId, ...values }: SpaceValues & { buildingId: number }) => {
      const building = await repos.buildings.find(scope, buildingId);
      if (!building) throw new ApiError(404, messages.buildingNotFound);
      if (await repo.numberTaken(building.id, values.number)) throw new ApiError(409, text.numberTaken(values.number));
      await checkApartment(scope, building.id, values.apartmentId);
      const created = await repo.create(scope, building, values);
      return (await repo.find(scope, created.id))!;
    },
    update: async (scope: Scope, { id, ...values }: SpaceValues & { id: number }) => {
      const current = await repo.find(scope, id);
      if (!current) throw new ApiError(404, text.notFound);
      if (await repo.numberTaken(current.buildingId, values.number, id)) {
        throw new ApiError(409, text.numberTaken(values.number));
      }
      await checkApartment(scope, current.buildingId, values.apartmentId);
      await repo.update(scope, id, values);
      return (await repo.find(scope, id))!;
    },
    remove: async (scope: Scope, id: number) => {
      if (!(await repo.remove(scope, id))) throw new ApiError(404, text.notFound);
    },
  };
};

/** Despensas (/despensas) of a complejo, optionally assigned to a unit. */
export const pantryRoutes = (repos: ComplexRepositories) => async (app: FastifyInstance) => {
  const text = spaceMessages.pantry;
  const rules = spaceRules<Pantry>(repos, repos.pantries, text);
  const calls = contract.pantries;
  registerCall(app, calls.findAll, async ({ params, scope }) => ({
    message: 'OK',
    pantries: (await rules.list(scope, params.id)).map(pantryOut),
  }));
  registerCall(app, calls.create, async ({ body, scope }) => ({
    message: text.created,
    pantry: pantryOut(await rules.create(scope, body)),
  }));
  registerCall(app, calls.update, async ({ body, scope }) => ({
    message: text.updated,
    pantry: pantryOut(await rules.update(scope, body)),
  }));
  registerCall(app, calls.remove, async ({ params, scope }) => {
    await rules.remove(scope, params.id);
    return { message: text.deleted };
  });
};

/** Estacionamientos (/estacionamientos) of a complejo, optionally assigned to a unit. */
export const parkingRoutes = (repos: ComplexRepositories) => async (app: FastifyInstance) => {
  const text = spaceMessages.parking;
  const rules = spaceRules<Parking>(repos, repos.parkings, text);
  const calls = contract.parkings;
  registerCall(app, calls.findAll, async ({ params, scope }) => ({
    message: 'OK',
    parkings: (await rules.list(scope, params.id)).map(parkingOut),
  }));
  registerCall(app, calls.create, async ({ body, scope }) => ({
    message: text.created,
    parking: parkingOut(await rules.create(scope, body)),
  }));
  registerCall(app, calls.update, async ({ body, scope }) => ({
    message: text.updated,
    parking: parkingOut(await rules.update(scope, body)),
  }));
  registerCall(app, calls.remove, async ({ params, scope }) => {
    await rules.remove(scope, params.id);
    return { message: text.deleted };
  });
};
