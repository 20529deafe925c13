import type { SessionUser } from '@horizontal/domain';
import { and, asc, eq, inArray, notExists, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import {
  buildings,
  type Company,
  companies,
  functionalities,
  modules,
  notifications,
  type Role,
  roleFunctionalities,
  roleModules,
  roles,
  type User,
  userBuildings,
  type userStatuses,
  users,
} from '../../db/schema';
import { recordChange } from '../tenant/audit';
import type { Scope } from '../tenant/scope';
import { createTenantTable } from '../tenant/tenant-table';

export type UserValues = Required<
  Pick<typeof users.$inferInsert, 'name' | 'email' | 'identity' | 'phone' | 'roleId' | 'companyId'>
>;

export type UserStatus = (typeof userStatuses)[number];

/** A user as lists show it: never the password hash. */
export type UserListing = Omit<User, 'passwordHash'> & {
  role: { id: number; name: string; description: string };
  company: { id: number; name: string } | null;
  buildings: { id: number; name: string }[];
};

export const createUsersRepository = (db: Database) => {
  /**
   * Issue #12: inside a company, a caller reaches a login only when every complejo of that login is one of the
   * caller's; a login of no complejo is the whole company's.
   */
  const withinComplejosOf = (scope: Scope): SQL | undefined =>
    scope.kind !== 'tenant'
      ? undefined
      : notExists(
          db
            .select({ one: sql`1` })
            .from(userBuildings)
            .where(
              and(eq(userBuildings.userId, users.id), notInArray(userBuildings.buildingId, [...scope.buildingIds])),
            ),
        );

  const table = createTenantTable(db, users, { company: 'companyId' });

  const setBuildings = async (tx: Queryable, scope: Scope, userId: number, buildingIds: number[]) => {
    await tx.delete(userBuildings).where(eq(userBuildings.userId, userId));
    if (buildingIds.length > 0) {
      await tx.insert(userBuildings).values(buildingIds.map((buildingId) => ({ userId, buildingId })));
    }
    await recordChange(tx, scope, {
      action: 'assign',
      entity: 'user_buildings',
      entityId: userId,
      changes: { buildingIds },
    });
  };

  const listings = async (rows: { user: User; role: Role; company: Company | null }[]): Promise<UserListing[]> => {
    const ids = rows.map((row) => row.user.id);
    const assigned =
      ids.length === 0
        ? []
        : await db
            .select({ userId: userBuildings.userId, id: buildings.id, name: buildings.name })
            .from(userBuildings)
            .innerJoin(buildings, eq(buildings.id, userBuildings.buildingId))
            .where(inArray(userBuildings.userId, ids))
            .orderBy(asc(buildings.name));
    return rows.map(({ user, role, company }) => {
      const { passwordHash: _hidden, ...visible } = user;
      return {
        ...visible,
        role: { id: role.id, name: role.name, description: role.description },
        company: company ? { id: company.id, name: company.name } : null,
        buildings: assigned.filter((row) => row.userId === user.id).map(({ id, name }) => ({ id, name })),
      };
    });
  };

  const select = (scope: Scope, condition?: SQL) =>
    db
      .select({ user: users, role: roles, company: companies })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(table.where(scope, condition))
      .orderBy(asc(users.name), asc(users.id));

  return {
    withinComplejosOf,

    list: async (scope: Scope, condition?: SQL) => listings(await select(scope, condition)),

    find: async (scope: Scope, id: number): Promise<UserListing | null> =>
      (await listings(await select(scope, eq(users.id, id))))[0] ?? null,

    /** A new user with a temporary password (indCreated) and the complejos they work on, in `tx`. */
    create: async (tx: Transaction, scope: Scope, values: UserValues, passwordHash: string, buildingIds: number[]) => {
      const user = await table.insert(scope, { ...values, passwordHash, indCreated: true }, tx);
      await setBuildings(tx, scope, user.id, buildingIds);
      return user;
    },

    /** In the caller's transaction when it passes one (a change of several tables), else in its own. */
    update: (scope: Scope, id: number, values: Partial<UserValues>, buildingIds?: number[], q?: Transaction) => {
      const run = async (tx: Transaction) => {
        const user = await table.update(scope, id, values, tx);
        if (user && buildingIds) await setBuildings(tx, scope, user.id, buildingIds);
        return user;
      };
      return q ? run(q) : db.transaction(run);
    },

    setStatus: (scope: Scope, id: number, status: UserStatus) => table.setStatus(scope, id, { status }),

    /** A new password: a temporary one (indCreated true) or the user's own choice (false). */
    setPassword: (scope: Scope, id: number, passwordHash: string, indCreated: boolean, q?: Transaction) => {
      const run = async (tx: Transaction) => {
        const [user] = await tx
          .update(users)
          .set({ passwordHash, indCreated })
          .where(table.where(scope, eq(users.id, id)))
          .returning();
        if (!user) return null;
        await recordChange(tx, scope, {
          action: indCreated ? 'password.reset' : 'password.change',
          entity: 'users',
          entityId: id,
          companyId: user.companyId,
        });
        return user;
      };
      return q ? run(q) : db.transaction(run);
    },

    /** Complejos among `ids` that belong to the company; the rest do not exist or belong to another one. */
    buildingsOfCompany: async (companyId: number, ids: number[]) =>
      ids.length === 0
        ? []
        : db
            .select({ id: buildings.id })
            .from(buildings)
            .where(and(eq(buildings.companyId, companyId), inArray(buildings.id, ids))),

    findByEmail: async (email: string) => {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return user ?? null;
    },

    /** A user's profile as kept (global or of a company): who is the master is decided by it, not by its name. */
    roleOf: async (userId: number) => {
      const [row] = await db
        .select({ role: roles })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(users.id, userId));
      return row?.role ?? null;
    },

    /** Everything POST /auth/data answers: the user with role, menus, buildings and pending notifications. */
    loadSessionUser: async (userId: number): Promise<SessionUser | null> => {
      const [row] = await db
        .select({ user: users, role: roles, company: companies })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, userId));
      if (!row) return null;
      const [moduleRows, functionalityRows, buildingRows, notificationRows] = await Promise.all([
        db
          .select({ id: modules.id, name: modules.name, route: modules.route })
          .from(roleModules)
          .innerJoin(modules, eq(modules.id, roleModules.moduleId))
          .where(eq(roleModules.roleId, row.role.id))
          .orderBy(asc(modules.position)),
        db
          .select({ id: functionalities.id, name: functionalities.name, screen: functionalities.screen })
          .from(roleFunctionalities)
          .innerJoin(functionalities, eq(functionalities.id, roleFunctionalities.functionalityId))
          .where(eq(roleFunctionalities.roleId, row.role.id))
          .orderBy(asc(functionalities.id)),
        db
          .select({ id: buildings.id, name: buildings.name })
          .from(userBuildings)
          .innerJoin(buildings, eq(buildings.id, userBuildings.buildingId))
          .where(eq(userBuildings.userId, userId))
          .orderBy(asc(buildings.name)),
        db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
      ]);
      const { user, role, company } = row;
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        identity: user.identity,
        phone: user.phone,
        company: company ? { id: company.id, name: company.name } : null,
        logo: company?.logo ?? null,
        indCreated: user.indCreated,
        role: { name: role.name, description: role.description },
        buildings: buildingRows,
        modules: moduleRows,
        functionalities: functionalityRows,
        notifications: notificationRows.map((n) => ({
          id: n.id,
          date: n.createdAt.toISOString(),
          title: n.title,
          text: n.text,
          typeId: n.typeId,
        })),
      };
    },
  };
};

export type UsersRepository = ReturnType<typeof createUsersRepository>;
