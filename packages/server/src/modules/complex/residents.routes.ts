import {
  activeStatusLabels,
  activeTransitions,
  contract,
  residentMessages,
  transitionProblem,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import type { ComplexRepositories } from './repositories';
import { residentOut } from './shapes';

/**
 * Residents of a complejo and their units; no update or delete (SPEC §6): who a resident is gets corrected by a new
 * resident, so a CI is unique among the active residents only, and an inactive one may be reactivated instead.
 * Their e-mail and phone are corrected in place (residents.contact, beside the spec's calls).
 */
export const residentRoutes = (repos: ComplexRepositories) => async (app: FastifyInstance) => {
  const repo = repos.residents;

  const residentOf = async (scope: Scope, id: number) => {
    const resident = await repo.find(scope, id);
    if (!resident) throw new ApiError(404, residentMessages.notFound);
    return resident;
  };

  /** A unit of the same complejo as the resident, inside the caller's scope. */
  const apartmentIn = async (scope: Scope, buildingId: number, apartmentId: number) => {
    const apartment = await repos.apartments.find(scope, apartmentId);
    if (apartment?.buildingId !== buildingId) throw new ApiError(400, residentMessages.foreignApartment);
    return apartment;
  };

  registerCall(app, contract.residents.findAll, async ({ params, scope }) => {
    if (!(await repos.buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', residents: await repo.listOfBuilding(scope, params.id) };
  });

  registerCall(app, contract.residents.create, async ({ body, scope }) => {
    const building = await repos.buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    if (await repo.identityTaken(building.id, body.identity)) throw new ApiError(409, residentMessages.identityTaken);
    const apartment = body.apartmentId === null ? null : await apartmentIn(scope, building.id, body.apartmentId);
    const resident = await repo.create(
      scope,
      building,
      {
        name: body.name,
        lastName: body.lastName,
        identity: body.identity,
        email: body.email ? body.email.toLowerCase() : null,
        phone: body.phone || null,
        birthDate: body.birthDate,
      },
      apartment ? { apartmentId: apartment.id, relation: body.relation } : null,
    );
    return { message: residentMessages.created, resident: residentOut((await repo.find(scope, resident.id))!) };
  });

  registerCall(app, contract.residents.apartments, async ({ body, scope }) => ({
    message: 'OK',
    apartments: residentOut(await residentOf(scope, body.residentId)).apartments,
  }));

  registerCall(app, contract.residents.associate, async ({ body, scope }) => {
    const resident = await residentOf(scope, body.residentId);
    const apartment = await apartmentIn(scope, resident.buildingId, body.apartmentId);
    if (!(await repo.associate(scope, resident, apartment.id, body.relation))) {
      throw new ApiError(409, residentMessages.alreadyAssociated);
    }
    return { message: residentMessages.associated, resident: residentOut(await residentOf(scope, resident.id)) };
  });

  registerCall(app, contract.residents.deassociate, async ({ body, scope }) => {
    const resident = await residentOf(scope, body.residentId);
    if (!(await repo.deassociate(scope, resident, body.apartmentId))) {
      throw new ApiError(409, residentMessages.notAssociated);
    }
    return { message: residentMessages.deassociated, resident: residentOut(await residentOf(scope, resident.id)) };
  });

  registerCall(app, contract.residents.status, async ({ body, scope }) => {
    const resident = await residentOf(scope, body.id);
    const problem = transitionProblem(activeTransitions, activeStatusLabels, residentOut(resident).status, body.status);
    if (problem) throw new ApiError(409, problem);
    if (body.status === 'activo' && (await repo.identityTaken(resident.buildingId, resident.identity, resident.id))) {
      throw new ApiError(409, residentMessages.identityTakenOnReactivate);
    }
    const unitsLeft = await repo.setStatus(scope, resident, body.status);
    return {
      message: body.status === 'inactivo' ? residentMessages.deactivated(unitsLeft) : residentMessages.status,
      resident: residentOut(await residentOf(scope, resident.id)),
    };
  });

  registerCall(app, contract.residents.contact, async ({ body, scope }) => {
    const resident = await residentOf(scope, body.id);
    if (resident.status !== 'activo') throw new ApiError(409, residentMessages.contactOfInactive);
    await repo.correctContact(scope, resident.id, {
      email: body.email ? body.email.toLowerCase() : null,
      phone: body.phone || null,
    });
    return { message: residentMessages.contactCorrected, resident: residentOut(await residentOf(scope, resident.id)) };
  });
};
