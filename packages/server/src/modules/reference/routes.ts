import { contract } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { ReferenceRepositories } from './repositories';

/** /general: the public GETs of the access form (ids and names only, rate-limited) and a complejo's units. */
export const generalRoutes = (repos: ReferenceRepositories) => async (app: FastifyInstance) => {
  const directory = repos.directory;
  const publicLimit = { limit: { name: 'general', limit: app.config.rateLimits.publicPerIp } };

  registerCall(
    app,
    contract.general.data,
    async () => ({ message: 'OK', ...(await directory.reference()) }),
    publicLimit,
  );

  registerCall(
    app,
    contract.general.companies,
    async ({ params }) => ({ message: 'OK', companies: await directory.companies(params.id || undefined) }),
    publicLimit,
  );

  registerCall(
    app,
    contract.general.buildings,
    async ({ params }) => ({ message: 'OK', buildings: await directory.buildingsOf(params.id) }),
    publicLimit,
  );

  registerCall(
    app,
    contract.general.roles,
    async ({ params, scope }) => ({ message: 'OK', roles: await directory.rolesOf(scope, params.id) }),
    publicLimit,
  );

  registerCall(
    app,
    contract.general.commonAreas,
    async ({ params }) => ({ message: 'OK', commonAreas: await directory.commonAreasOf(params.id) }),
    publicLimit,
  );

  registerCall(
    app,
    contract.general.frequency,
    async () => ({ message: 'OK', frequency: await directory.frequencies() }),
    publicLimit,
  );

  registerCall(
    app,
    contract.general.personnelType,
    async () => ({ message: 'OK', personnelType: await directory.personnelTypes() }),
    publicLimit,
  );

  registerCall(app, contract.general.apartments, async ({ params, scope }) => {
    const building = await repos.buildings.find(scope, params.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', apartments: await directory.apartmentsOf(scope, building.id) };
  });
};
