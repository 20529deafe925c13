import { buildingMessages, type CallBody, contract } from '@horizontal/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import { apartments, towers } from '../../db/schema';
import type { MasterRepositories } from './repositories';
import { buildingOut } from './shapes';

/** The fields of both calls, as parsed by the contract. */
type BuildingFields = CallBody<typeof contract.buildings.create>;

/** Complejos: the master manages them; an administrator lists those of their own administradora. */
export const buildingRoutes = (repos: MasterRepositories) => async (app: FastifyInstance) => {
  const repo = repos.buildings;

  /** The row to store: the city's name comes from cityId when the form left it blank; blanks are stored as null. */
  const valuesOf = async (scope: Scope, fields: BuildingFields) => {
    if (!(await repos.companies.find(scope, fields.companyId))) throw new ApiError(404, messages.companyNotFound);
    const cityName = await repos.directory.cityName(fields.cityId);
    if (!cityName) throw new ApiError(400, buildingMessages.unknownCity);
    return {
      companyId: fields.companyId,
      name: fields.name,
      address: fields.address,
      cityId: fields.cityId,
      city: fields.city || cityName,
      rut: fields.rut || null,
      phone: fields.phone || null,
      email: fields.email ? fields.email.toLowerCase() : null,
    };
  };

  registerCall(app, contract.buildings.findAll, async ({ params, scope }) => {
    if (scope.kind === 'tenant' && scope.companyId !== params.id) throw new ApiError(403, messages.noCompany);
    return { message: 'OK', buildings: (await repo.listOfCompany(scope, params.id)).map(buildingOut) };
  });

  registerCall(app, contract.buildings.create, async ({ body, scope }) => {
    const building = await repo.create(scope, await valuesOf(scope, body));
    return { message: buildingMessages.created, building: buildingOut(building) };
  });

  registerCall(app, contract.buildings.update, async ({ body, scope }) => {
    const { id, ...fields } = body;
    const current = await repo.find(scope, id);
    if (!current) throw new ApiError(404, messages.buildingNotFound);
    // Everything under a complejo carries its company_id: moving it would split its records between two tenants.
    if (current.companyId !== fields.companyId) throw new ApiError(400, buildingMessages.moveCompany);
    const building = await repo.update(scope, id, await valuesOf(scope, fields));
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    return { message: buildingMessages.updated, building: buildingOut(building) };
  });

  registerCall(app, contract.buildings.delete, async ({ params, scope }) => {
    const building = await repo.find(scope, params.id);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    const [ownTowers] = await app.db.select({ n: count() }).from(towers).where(eq(towers.buildingId, params.id));
    const [ownUnits] = await app.db.select({ n: count() }).from(apartments).where(eq(apartments.buildingId, params.id));
    if (ownTowers!.n > 0 || ownUnits!.n > 0) {
      throw new ApiError(409, buildingMessages.hasChildren(building.name, ownTowers!.n, ownUnits!.n));
    }
    await repo.remove(scope, params.id);
    return { message: buildingMessages.deleted };
  });
};
