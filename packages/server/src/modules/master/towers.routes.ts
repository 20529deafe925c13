import { contract, towerMessages } from '@horizontal/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import { apartments } from '../../db/schema';
import type { MasterRepositories } from './repositories';
import { towerOut } from './shapes';

/**
 * The towers of a complejo (/complejos/torres/asociar): the master changes them; anyone working on the complejo
 * reads them (an apartment belongs to one), within the scope of their administradora.
 */
export const towerRoutes = (repos: MasterRepositories) => async (app: FastifyInstance) => {
  const repo = repos.towers;

  const ensureUniqueName = async (scope: Scope, buildingId: number, name: string, id?: number) => {
    const taken = (await repo.listOfBuilding(scope, buildingId)).some(
      (tower) => tower.name.toLowerCase() === name.toLowerCase() && tower.id !== id,
    );
    if (taken) throw new ApiError(409, towerMessages.nameTaken);
  };

  registerCall(app, contract.towers.findAll, async ({ params, scope }) => {
    if (!(await repos.buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', towers: (await repo.listOfBuilding(scope, params.id)).map(towerOut) };
  });

  registerCall(app, contract.towers.create, async ({ body, scope }) => {
    const building = await repos.buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    await ensureUniqueName(scope, building.id, body.name);
    const tower = await repo.create(scope, building, { name: body.name, floors: body.floors });
    return { message: towerMessages.created, tower: towerOut(tower) };
  });

  registerCall(app, contract.towers.update, async ({ body, scope }) => {
    const current = await repo.find(scope, body.id);
    if (!current) throw new ApiError(404, messages.towerNotFound);
    await ensureUniqueName(scope, current.buildingId, body.name, current.id);
    const tower = await repo.update(scope, body.id, { name: body.name, floors: body.floors });
    if (!tower) throw new ApiError(404, messages.towerNotFound);
    return { message: towerMessages.updated, tower: towerOut(tower) };
  });

  registerCall(app, contract.towers.delete, async ({ params, scope }) => {
    const tower = await repo.find(scope, params.id);
    if (!tower) throw new ApiError(404, messages.towerNotFound);
    const [units] = await app.db.select({ n: count() }).from(apartments).where(eq(apartments.towerId, params.id));
    if (units!.n > 0) throw new ApiError(409, towerMessages.hasUnits(tower.name, units!.n));
    await repo.remove(scope, params.id);
    return { message: towerMessages.deleted };
  });
};
