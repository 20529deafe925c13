import { roleNames } from '@horizontal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MasterSettings } from '../config/server-config';
import { recordChange } from '../core/tenant/audit';
import { anonymousScope } from '../core/tenant/scope';
import type { Database, Queryable, Transaction } from '../db/client';
import { functionalities, modules, roleFunctionalities, roleModules, roles, sessions, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { temporaryPassword } from '../lib/temporary-password';
import { holdSeedLock } from './lock';

/** A master and the temporary password it signs in with, to be shown once to whoever runs the server. */
export type MasterLogin = MasterSettings & { password: string; created: boolean };

const globalRole = (name: string) => and(isNull(roles.companyId), eq(roles.name, name));

const isMasterUser = and(isNull(users.companyId), globalRole(roleNames.master));

/** Whether the database has a master: a user of the global master profile, without administradora. */
export const hasMaster = async (q: Queryable) => {
  const masters = await q
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(isMasterUser)
    .limit(1);
  return masters.length > 0;
};

const insertRole = async (tx: Transaction, name: string, description: string) => {
  const [role] = await tx.insert(roles).values({ companyId: null, name, description }).returning();
  return role!;
};

/**
 * The two global profiles, as the demo has them: the master's, and the administrator's with every module and screen
 * of the catalog (a database without the demo has neither, and the master needs both to hand out users).
 */
const ensureGlobalRoles = async (tx: Transaction): Promise<number> => {
  const [master] = await tx.select().from(roles).where(globalRole(roleNames.master));
  const [administrator] = await tx.select().from(roles).where(globalRole(roleNames.administrator));
  if (!administrator) {
    const role = await insertRole(tx, roleNames.administrator, 'Administrador de complejos');
    const moduleRows = await tx.select({ id: modules.id }).from(modules);
    const screenRows = await tx.select({ id: functionalities.id }).from(functionalities);
    if (moduleRows.length > 0) {
      await tx.insert(roleModules).values(moduleRows.map((module) => ({ roleId: role.id, moduleId: module.id })));
    }
    if (screenRows.length > 0) {
      await tx
        .insert(roleFunctionalities)
        .values(screenRows.map((screen) => ({ roleId: role.id, functionalityId: screen.id })));
    }
  }
  return (master ?? (await insertRole(tx, roleNames.master, 'Usuario maestro'))).id;
};

const userWithEmail = async (tx: Transaction, email: string) => {
  const [row] = await tx
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
};

const insertMaster = async (tx: Transaction, settings: MasterSettings, passwordHash: string) => {
  const roleId = await ensureGlobalRoles(tx);
  const [user] = await tx
    .insert(users)
    .values({
      companyId: null,
      roleId,
      name: settings.name,
      email: settings.email,
      // The master completes them from Usuarios; the contract's answers accept them empty.
      identity: '',
      phone: '',
      passwordHash,
      indCreated: true,
      status: 'activo',
    })
    .returning();
  await recordChange(tx, anonymousScope(), {
    action: 'create',
    entity: 'users',
    entityId: user!.id,
    changes: { name: settings.name, email: settings.email, roleId },
  });
};

const temporaryLogin = async () => {
  const password = temporaryPassword();
  return { password, passwordHash: await hashPassword(password) };
};

/**
 * A first start without the demo: creates the master of the settings, with a temporary password that the first
 * sign-in must change (indCreated), when the database has no master; null when it has one.
 */
export const createFirstMaster = async (db: Database, settings: MasterSettings): Promise<MasterLogin | null> => {
  if (await hasMaster(db)) return null;
  const { password, passwordHash } = await temporaryLogin();
  return db.transaction(async (tx) => {
    await holdSeedLock(tx);
    if (await hasMaster(tx)) return null;
    if (await userWithEmail(tx, settings.email)) {
      throw new Error(`el correo ${settings.email} ya es de otro usuario`);
    }
    await insertMaster(tx, settings, passwordHash);
    return { ...settings, password, created: true };
  });
};

/**
 * The create-master command: a new master with that e-mail, or, when it is already the master's, a new temporary
 * password (the account reactivated and its sessions closed). Another user's e-mail is refused: it never turns a
 * company's user into the master.
 */
export const createOrResetMaster = async (db: Database, settings: MasterSettings): Promise<MasterLogin> => {
  const { password, passwordHash } = await temporaryLogin();
  return db.transaction(async (tx) => {
    await holdSeedLock(tx);
    const existing = await userWithEmail(tx, settings.email);
    if (!existing) {
      await insertMaster(tx, settings, passwordHash);
      return { ...settings, password, created: true };
    }
    const { user, role } = existing;
    if (user.companyId !== null || role.companyId !== null || role.name !== roleNames.master) {
      throw new Error(`el correo ${settings.email} es de un usuario que no es el maestro`);
    }
    await tx.update(users).set({ passwordHash, indCreated: true, status: 'activo' }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    await recordChange(tx, anonymousScope(), { action: 'password.reset', entity: 'users', entityId: user.id });
    return { email: user.email, name: user.name, password, created: false };
  });
};
