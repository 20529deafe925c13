import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { functionalities, modules, roleFunctionalities, roleModules, userBuildings, users } from '../../db/schema';

/**
 * The active staff of a complejo whose profile opens a module (SPEC §6: `/complejo`, `/mensajes`…), and, when
 * `screens` is given, one of its screens (`reservas/%`): who a module's notification goes to. `except` is the
 * caller, who needs no notice of what they did.
 */
export const staffReaching = async (
  q: Queryable,
  building: { id: number; companyId: number },
  moduleRoute: `/${string}`,
  options: { except: number; screens?: string },
): Promise<number[]> => {
  const screen: SQL | undefined = options.screens ? sql`${functionalities.screen} like ${options.screens}` : undefined;
  const query = q
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userBuildings, eq(userBuildings.userId, users.id))
    .innerJoin(roleModules, eq(roleModules.roleId, users.roleId))
    .innerJoin(modules, eq(modules.id, roleModules.moduleId));
  const where = and(
    eq(users.companyId, building.companyId),
    eq(users.status, 'activo'),
    eq(userBuildings.buildingId, building.id),
    eq(modules.route, moduleRoute),
    ne(users.id, options.except),
    screen,
  );
  const rows = screen
    ? await query
        .innerJoin(roleFunctionalities, eq(roleFunctionalities.roleId, users.roleId))
        .innerJoin(functionalities, eq(functionalities.id, roleFunctionalities.functionalityId))
        .where(where)
    : await query.where(where);
  return rows.map((row) => row.id);
};
