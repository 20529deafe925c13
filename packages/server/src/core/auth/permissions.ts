import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { functionalities, modules, roleFunctionalities, roleModules } from '../../db/schema';

export type Permissions = { modules: Set<string>; functionalities: Set<string> };

/** The modules (by name and route) and screens (by screen and name) a profile grants. */
export const permissionsOf = async (db: Database, roleId: number): Promise<Permissions> => {
  const [moduleRows, functionalityRows] = await Promise.all([
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
  return {
    modules: new Set(moduleRows.flatMap((row) => [row.name, row.route, row.route.replace(/^\//, '')])),
    functionalities: new Set(functionalityRows.flatMap((row) => [row.screen, row.name])),
  };
};
