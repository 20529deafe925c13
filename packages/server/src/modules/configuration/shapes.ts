import type { RoleListing } from '../../core/repositories/roles.repository';
import type { EmployeeListing } from './employees.repository';

/** Rows as the contract's entities show them: every field named, nothing internal (timestamps, hashes) leaks. */

export const roleOut = (row: RoleListing) => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  description: row.description,
  modules: row.modules,
  functionalities: row.functionalities,
});

export const employeeOut = (row: EmployeeListing) => ({
  id: row.id,
  companyId: row.companyId,
  userId: row.userId,
  name: row.user.name,
  identity: row.user.identity,
  email: row.user.email,
  phone: row.user.phone,
  position: row.position,
  hiredOn: row.hiredOn,
  roleId: row.user.roleId,
  role: row.user.role,
  buildings: row.user.buildings,
  status: row.user.status,
});
