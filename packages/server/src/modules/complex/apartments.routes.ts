import { apartmentMessages, contract } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import type { ApartmentValues } from './apartments.repository';
import type { ComplexRepositories } from './repositories';
import { apartmentOut } from './shapes';

/** Units of a complejo (/apartamentos): every user whose profile has the screens, inside their complejos. */
export const apartmentRoutes = (repos: ComplexRepositories) => async (app: FastifyInstance) => {
  const repo = repos.apartments;

  /** The rules the contract cannot see: the tower is of the same complejo, the number is free in it. */
  const check = async (scope: Scope, buildingId: number, values: ApartmentValues, id?: number) => {
    if (values.towerId !== null) {
      const tower = await repos.towers.find(scope, values.towerId);
      if (tower?.buildingId !== buildingId) throw new ApiError(400, apartmentMessages.foreignTower);
    }
    if (values.unitTypeId !== null && !(await repo.unitTypeExists(values.unitTypeId))) {
      throw new ApiError(400, apartmentMessages.unknownUnitType);
    }
    if (await repo.numberTaken(buildingId, values.towerId, values.number, id)) {
      throw new ApiError(409, apartmentMessages.numberTaken(values.number));
    }
  };

  registerCall(app, contract.apartments.findAll, async ({ params, scope }) => {
    if (!(await repos.buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', apartments: (await repo.listOfBuilding(scope, params.id)).map(apartmentOut) };
  });

  registerCall(app, contract.apartments.create, async ({ body, scope }) => {
    const { buildingId, ...values } = body;
    const building = await repos.buildings.find(scope, buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    await check(scope, building.id, values);
    const created = await repo.create(scope, building, values);
    return { message: apartmentMessages.created, apartment: apartmentOut((await repo.find(scope, created.id))!) };
  });

  registerCall(app, contract.apartments.update, async ({ body, scope }) => {
    const { id, ...values } = body;
    const current = await repo.find(scope, id);
    if (!current) throw new ApiError(404, apartmentMessages.notFound);
    await check(scope, current.buildingId, values, id);
    if (!(await repo.update(scope, id, values))) throw new ApiError(404, apartmentMessages.notFound);
    return { message: apartmentMessages.updated, apartment: apartmentOut((await repo.find(scope, id))!) };
  });

  registerCall(app, contract.apartments.remove, async ({ params, scope }) => {
    const apartment = await repo.find(scope, params.id);
    if (!apartment) throw new ApiError(404, apartmentMessages.notFound);
    const dependents = await repo.dependents(params.id);
    if (dependents.residents > 0) throw new ApiError(409, apartmentMessages.hasResidents(apartmentOut(apartment)));
    if (dependents.debts > 0) throw new ApiError(409, apartmentMessages.hasDebts(apartmentOut(apartment)));
    if (!(await repo.remove(scope, params.id))) throw new ApiError(404, apartmentMessages.notFound);
    return { message: apartmentMessages.deleted };
  });
};
