import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { functionalities, modules, type Role, roleFunctionalities, roleModules, roles } from '../../db/schema';
import { recordChange } from '../tenant/audit';
import type { Scope } from '../tenant/scope';
import { createTenantTable } from '../tenant/tenant-table';

export type RoleValues = Pick<typeof roles.$inferInsert, 'name' | 'description'>;

export type Grants = { moduleIds: number[]; functionalityIds: number[] };

type ModuleEntry = { id: number; name: string; route: string };
type FunctionalityEntry = { id: number; name: string; screen: string };

/** A profile with what it grants, as the profile screens show it. */
export type RoleListing = Role & { modules: ModuleEntry[]; functionalities: FunctionalityEntry[] };

export const createRolesRepository = (db: Database) => {
  const table = createTenantTable(db, roles, { company: 'companyId' });

  const withGrants = async (rows: Role[]): Promise<RoleListing[]> => {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const [moduleRows, functionalityRows] = await Promise.all([
      db
        .select({ roleId: roleModules.roleId, id: modules.id, name: modules.name, route: modules.route })
        .from(roleModules)
        .innerJoin(modules, eq(modules.id, roleModules.moduleId))
        .where(inArray(roleModules.roleId, ids))
        .orderBy(asc(modules.position)),
      db
        .select({
          roleId: roleFunctionalities.roleId,
          id: functionalities.id,
          name: functionalities.name,
          screen: functionalities.screen,
        })
        .from(roleFunctionalities)
        .innerJoin(functionalities, eq(functionalities.id, roleFunctionalities.functionalityId))
        .where(inArray(roleFunctionalities.roleId, ids))
        .orderBy(asc(functionalities.id)),
    ]);
    return rows.map((row) => ({
      ...row,
      modules: moduleRows.filter((m) => m.roleId === row.id).map(({ roleId: _r, ...m }) => m),
      functionalities: functionalityRows.filter((f) => f.roleId === row.id).map(({ roleId: _r, ...f }) => f),
    }));
  };

  /** Replaces what a profile grants, in the caller's transaction, and records it. */
  const setGrants = async (tx: Queryable, scope: Scope, role: Role, grants: Grants) => {
    await tx.delete(roleModules).where(eq(roleModules.roleId, role.id));
    await tx.delete(roleFunctionalities).where(eq(roleFunctionalities.roleId, role.id));
    if (grants.moduleIds.length > 0) {
      await tx.insert(roleModules).values(grants.moduleIds.map((moduleId) => ({ roleId: role.id, moduleId })));
    }
    if (grants.functionalityIds.length > 0) {
      await tx
        .insert(roleFunctionalities)
        .values(grants.functionalityIds.map((functionalityId) => ({ roleId: role.id, functionalityId })));
    }
    await recordChange(tx, scope, {
      action: 'assign',
      entity: 'role_grants',
      entityId: role.id,
      companyId: role.companyId,
      changes: grants,
    });
  };

  /** Whether a profile among `among`, other than `id`, has `value` in `column`, in any case. */
  const takenBy = async (
    among: SQL | undefined,
    column: typeof roles.name | typeof roles.description,
    value: string,
    id?: number,
  ) =>
    (
      await db
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(among, eq(sql`lower(${column})`, value.toLowerCase()), id === undefined ? undefined : ne(roles.id, id)),
        )
    ).length > 0;

  return {
    /** Any role by id, global or of a company; for the master's user screens, which see every company. */
    findAny: async (id: number) => {
      const [role] = await db.select().from(roles).where(eq(roles.id, id));
      return role ?? null;
    },

    /** The profiles of one administradora (not the global ones) that the scope reaches. */
    listOfCompany: async (scope: Scope, companyId: number) =>
      withGrants(await table.list(scope, eq(roles.companyId, companyId), [asc(roles.name), asc(roles.id)])),

    /** A profile the scope reaches: for the master, a global one too. */
    find: async (scope: Scope, id: number) => {
      const row = await table.find(scope, id);
      return row ? (await withGrants([row]))[0]! : null;
    },

    /** Whether another profile of the administradora has this name, in any case. */
    nameTaken: (companyId: number, name: string, id?: number) =>
      takenBy(eq(roles.companyId, companyId), roles.name, name, id),

    /**
     * Whether the administradora already offers a profile shown with this name (its own, or a global one such as
     * «Administrador de complejos»): pickers show that name, and two alike cannot be told apart.
     */
    descriptionTaken: (companyId: number, description: string, id?: number) =>
      takenBy(or(eq(roles.companyId, companyId), isNull(roles.companyId)), roles.description, description, id),

    /** Every module with its screens: what a profile can be given. */
    catalog: async () => {
      const [moduleRows, functionalityRows] = await Promise.all([
        db.select().from(modules).orderBy(asc(modules.position)),
        db.select().from(functionalities).orderBy(asc(functionalities.id)),
      ]);
      return moduleRows.map((module) => ({
        id: module.id,
        name: module.name,
        route: module.route,
        functionalities: functionalityRows
          .filter((f) => f.moduleId === module.id)
          .map(({ id, name, screen }) => ({ id, name, screen })),
      }));
    },

    create: (scope: Scope, companyId: number, values: RoleValues, grants: Grants) =>
      db.transaction(async (tx) => {
        const role = await table.insert(scope, { ...values, companyId }, tx);
        await setGrants(tx, scope, role, grants);
        return role;
      }),

    update: (scope: Scope, id: number, values: RoleValues, grants: Grants) =>
      db.transaction(async (tx) => {
        const role = await table.update(scope, id, values, tx);
        if (role) await setGrants(tx, scope, role, grants);
        return role;
      }),
  };
};

export type RolesRepository = ReturnType<typeof createRolesRepository>;
