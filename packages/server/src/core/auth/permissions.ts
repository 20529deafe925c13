import { beyondGrants, type Grants, isAdministratorRole, isMasterRole, screenLabel } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { functionalities, modules, type Role, roleFunctionalities, roleModules } from '../../db/schema';
import { ApiError, messages } from '../errors/api-error';
import type { Auth } from '../types';

export type Permissions = { modules: Set<string>; functionalities: Set<string> };

const rowsOf = (db: Database, roleId: number) =>
  Promise.all([
    db
      .select({ name: modules.name, route: modules.route })
      .from(roleModules)
      .innerJoin(modules, eq(modules.id, roleModules.moduleId))
      .where(eq(roleModules.roleId, roleId)),
    db
      .select({ name: functionalities.name, screen: functionalities.screen })
      .from(roleFunctionalities)
      .innerJoin(functionalities, eq(functionalities.id, roleFunctionalities.functionalityId))
      .where(eq(roleFunctionalities.roleId, roleId)),
  ]);

/** The modules (by name and route) and screens (by screen and name) a profile grants. */
export const permissionsOf = async (db: Database, roleId: number): Promise<Permissions> => {
  const [moduleRows, functionalityRows] = await rowsOf(db, roleId);
  return {
    modules: new Set(moduleRows.flatMap((row) => [row.name, row.route, row.route.replace(/^\//, '')])),
    functionalities: new Set(functionalityRows.flatMap((row) => [row.screen, row.name])),
  };
};

/** What a profile grants, by module route and screen as the contract names them. */
export const grantsOfRole = async (db: Database, roleId: number): Promise<Grants> => {
  const [moduleRows, functionalityRows] = await rowsOf(db, roleId);
  return {
    modules: new Set(moduleRows.map((row) => row.route)),
    screens: new Set(functionalityRows.map((row) => row.screen)),
  };
};

/** The master and the global administrator may grant anything; a company profile's name never makes one. */
const holdsEverything = (auth: Auth) => auth.scope.kind === 'master' || isAdministratorRole(auth.role);

/**
 * Issue #12: nobody hands out more than they hold. A profile may be given, edited or taken from someone only by
 * the master, an administrator, or a user whose own profile holds every module and screen of it; the
 * administrator profile only by the master or an administrator.
 */
export const checkGrantable = async (db: Database, auth: Auth, role: Pick<Role, 'id' | 'name' | 'companyId'>) => {
  if (holdsEverything(auth)) return;
  if (isAdministratorRole(role) || isMasterRole(role)) {
    throw new ApiError(403, messages.administratorsOnly);
  }
  await checkWithinOwn(db, auth, await grantsOfRole(db, role.id));
};

/** Refuses grants beyond the caller's own profile, naming what is missing from it. */
export const checkWithinOwn = async (db: Database, auth: Auth, wanted: Grants) => {
  if (holdsEverything(auth)) return;
  const beyond = beyondGrants(await grantsOfRole(db, auth.role.id), wanted);
  // Named as the menus name them, not by route.
  const missing = [...beyond.modules.map((route) => `módulo ${route.slice(1)}`), ...beyond.screens.map(screenLabel)];
  if (missing.length > 0) throw new ApiError(403, messages.beyondOwnProfile(missing));
};
