import type { DemoData } from '@horizontal/domain/demo';
import { idMap, mapped } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import { employees, functionalities, modules, roleFunctionalities, roleModules, roles } from '../../db/schema';

/** Profiles with their modules and screens; answers the database id of each demo profile. */
export const seedRoles = async (tx: Transaction, demo: DemoData, companyIds: Map<number, number>) => {
  const companyOf = (demoId: number | null) => (demoId === null ? null : mapped(companyIds, demoId));
  const roleRows = await tx
    .insert(roles)
    .values(
      demo.roles.map((role) => ({
        companyId: companyOf(role.companyId),
        name: role.name,
        description: role.description,
      })),
    )
    .returning();
  const roleIds = idMap(demo.roles, roleRows);
  const moduleRows = await tx.select().from(modules);
  const screenRows = await tx.select().from(functionalities);
  const moduleGrants = demo.roles.flatMap((role) =>
    moduleRows
      .filter((module) => role.moduleRoutes.includes(module.route))
      .map((module) => ({ roleId: mapped(roleIds, role.id), moduleId: module.id })),
  );
  const screenGrants = demo.roles.flatMap((role) =>
    screenRows
      .filter((screen) => role.screens.includes(screen.screen))
      .map((screen) => ({ roleId: mapped(roleIds, role.id), functionalityId: screen.id })),
  );
  if (moduleGrants.length > 0) await tx.insert(roleModules).values(moduleGrants);
  if (screenGrants.length > 0) await tx.insert(roleFunctionalities).values(screenGrants);
  return roleIds;
};

/** The staff: each employee is one of the demo users. */
export const seedEmployees = async (
  tx: Transaction,
  demo: DemoData,
  companyIds: Map<number, number>,
  userIds: Map<number, number>,
) => {
  if (demo.employees.length === 0) return;
  await tx.insert(employees).values(
    demo.employees.map((employee) => ({
      companyId: mapped(companyIds, employee.companyId),
      userId: mapped(userIds, employee.userId),
      position: employee.position,
      hiredOn: employee.hiredOn,
    })),
  );
};
