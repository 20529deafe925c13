import { contract, roleMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { checkGrantable, checkWithinOwn } from '../../core/auth/permissions';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Grants } from '../../core/repositories/roles.repository';
import type { Scope } from '../../core/tenant/scope';
import type { Auth } from '../../core/types';
import type { ConfigurationRepositories } from './repositories';
import { roleOut } from './shapes';

/** Profiles (perfiles) of an administradora: which modules and screens its users reach. */
export const roleRoutes = (repos: ConfigurationRepositories) => async (app: FastifyInstance) => {
  const repo = repos.roles;

  /** The administradora must be the caller's own (or any, for the master) and exist. */
  const companyOf = async (scope: Scope, companyId: number) => {
    if (scope.kind === 'tenant' && scope.companyId !== companyId) throw new ApiError(403, messages.noCompany);
    const company = await repos.companies.find(scope, companyId);
    if (!company) throw new ApiError(404, messages.companyNotFound);
    return company;
  };

  /**
   * Modules that exist, and every screen under one of them; repeated ids count once. The caller may grant only
   * what their own profile holds.
   */
  const checkedGrants = async (auth: Auth, grants: Grants): Promise<Grants> => {
    const catalog = await repo.catalog();
    const moduleIds = [...new Set(grants.moduleIds)];
    const chosen = catalog.filter((module) => moduleIds.includes(module.id));
    if (chosen.length !== moduleIds.length) throw new ApiError(400, roleMessages.unknownModule);
    const functionalityIds = [...new Set(grants.functionalityIds)];
    const screens = chosen.flatMap((module) => module.functionalities);
    const chosenScreens = screens.filter((screen) => functionalityIds.includes(screen.id));
    if (chosenScreens.length !== functionalityIds.length) throw new ApiError(400, roleMessages.foreignFunctionality);
    await checkWithinOwn(app.db, auth, {
      modules: new Set(chosen.map((module) => module.route)),
      screens: new Set(chosenScreens.map((screen) => screen.screen)),
    });
    return { moduleIds, functionalityIds };
  };

  registerCall(app, contract.roles.findAll, async ({ params, scope }) => {
    await companyOf(scope, params.id);
    const [roles, modules] = await Promise.all([repo.listOfCompany(scope, params.id), repo.catalog()]);
    return { message: 'OK', roles: roles.map(roleOut), modules };
  });

  registerCall(app, contract.roles.create, async ({ body, scope, auth }) => {
    const company = await companyOf(scope, body.companyId);
    if (await repo.nameTaken(company.id, body.name)) throw new ApiError(409, roleMessages.nameTaken(body.name));
    if (await repo.descriptionTaken(company.id, body.description)) {
      throw new ApiError(409, roleMessages.descriptionTaken(body.description));
    }
    const grants = await checkedGrants(auth, body);
    const role = await repo.create(scope, company.id, { name: body.name, description: body.description }, grants);
    return { message: roleMessages.created, role: roleOut((await repo.find(scope, role.id))!) };
  });

  registerCall(app, contract.roles.update, async ({ body, scope, auth }) => {
    const current = await repo.find(scope, body.id);
    if (!current) throw new ApiError(404, roleMessages.notFound);
    if (current.companyId === null) throw new ApiError(403, roleMessages.global);
    if (current.id === auth.role.id) throw new ApiError(403, messages.ownProfile);
    await checkGrantable(app.db, auth, current);
    if (await repo.nameTaken(current.companyId, body.name, current.id)) {
      throw new ApiError(409, roleMessages.nameTaken(body.name));
    }
    if (await repo.descriptionTaken(current.companyId, body.description, current.id)) {
      throw new ApiError(409, roleMessages.descriptionTaken(body.description));
    }
    const grants = await checkedGrants(auth, body);
    await repo.update(scope, current.id, { name: body.name, description: body.description }, grants);
    return { message: roleMessages.updated, role: roleOut((await repo.find(scope, current.id))!) };
  });
};
