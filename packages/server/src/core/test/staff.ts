import { ciFromBody } from '@horizontal/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  employees,
  functionalities,
  modules,
  roleFunctionalities,
  roleModules,
  roles,
  userBuildings,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import type { TestApp } from './test-app';

export const staffPassword = 'Prueba#2026';

/** The id of a global profile (no administradora): 'master' or 'administrador'. */
export const globalRoleId = async (t: TestApp, name: string) =>
  (
    await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.name, name), isNull(roles.companyId)))
  )[0]!.id;
/** CIs of their own, apart from those a test file numbers itself. */
let ciBody = 4_600_000;

/** A profile of the administradora holding exactly these modules (by route) and screens. */
export const createProfile = async (
  t: TestApp,
  companyId: number,
  name: string,
  routes: string[],
  screens: string[],
) => {
  const [role] = await t.db.insert(roles).values({ companyId, name, description: name }).returning();
  const moduleRows = await t.db.select().from(modules).where(inArray(modules.route, routes));
  if (moduleRows.length > 0) {
    await t.db.insert(roleModules).values(moduleRows.map((module) => ({ roleId: role!.id, moduleId: module.id })));
  }
  const screenRows = await t.db.select().from(functionalities).where(inArray(functionalities.screen, screens));
  expect(screenRows.length).toBe(screens.length);
  if (screenRows.length > 0) {
    await t.db
      .insert(roleFunctionalities)
      .values(screenRows.map((screen) => ({ roleId: role!.id, functionalityId: screen.id })));
  }
  return role!.id;
};

/** A staff member of the administradora with that profile and complejos, an employee, signed in. */
export const createStaff = async (
  t: TestApp,
  companyId: number,
  name: string,
  roleId: number,
  buildingIds: number[],
) => {
  const email = `${name}@prueba.com.uy`;
  const [user] = await t.db
    .insert(users)
    .values({
      companyId,
      roleId,
      name,
      email,
      identity: ciFromBody(ciBody++),
      phone: '99123456',
      passwordHash: await hashPassword(staffPassword),
      indCreated: false,
    })
    .returning();
  if (buildingIds.length > 0) {
    await t.db.insert(userBuildings).values(buildingIds.map((buildingId) => ({ userId: user!.id, buildingId })));
  }
  const [employee] = await t.db.insert(employees).values({ companyId, userId: user!.id }).returning();
  return {
    email,
    password: staffPassword,
    userId: user!.id,
    employeeId: employee!.id,
    headers: await t.headersOf({ email, password: staffPassword }),
  };
};
