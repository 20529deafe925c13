import { contract, employeeMessages, isAdministratorRole } from '@horizontal/domain';
import { db, nextId } from '../db';
import { changeAccountStatus, checkEmailFree, createAccount, employeeOf, updateAccount } from './accounts';
import { companyOf, MockError, notFound, reachesBuilding, reachesCompany } from './guards';
import { mockCall } from './mock-call';

const calls = contract.employees;

const employeeRow = (user: Parameters<typeof reachesCompany>[0], id: number) => {
  const employee = db.employees.find((candidate) => candidate.id === id);
  if (!employee || !reachesCompany(user, employee.companyId)) throw notFound(employeeMessages.notFound);
  return employee;
};

const accountOf = (userId: number) => db.users.find((account) => account.user.id === userId)!;

/** An administradora gives its staff its own profiles or the global administrator, never the master. */
const checkRole = (roleId: number, companyId: number) => {
  const role = db.roles.find((candidate) => candidate.id === roleId);
  if (!role || !(isAdministratorRole(role) || role.companyId === companyId)) {
    throw new MockError(400, employeeMessages.foreignRole);
  }
};

/** Staff go only to complejos the caller works on. */
const checkReach = (user: Parameters<typeof reachesBuilding>[0], buildingIds: number[]) => {
  if (!buildingIds.every((id) => reachesBuilding(user, id))) throw new MockError(400, employeeMessages.foreignBuilding);
};

export const employeesHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    companyOf(user, params.id);
    return {
      message: 'OK',
      employees: db.employees.filter((employee) => employee.companyId === params.id).map(employeeOf),
    };
  }),

  mockCall(calls.create, ({ body, user }) => {
    companyOf(user, body.companyId);
    checkEmailFree(body.email, employeeMessages);
    checkRole(body.roleId, body.companyId);
    checkReach(user, body.buildingIds);
    const account = createAccount({ ...body, companyId: body.companyId }, employeeMessages);
    const employee = {
      id: nextId(db.employees),
      userId: account.user.id,
      companyId: body.companyId,
      position: body.position,
      hiredOn: body.hiredOn,
    };
    db.employees.push(employee);
    return {
      message: employeeMessages.created,
      employee: employeeOf(employee),
    };
  }),

  mockCall(calls.update, ({ body, user }) => {
    const employee = employeeRow(user, body.id);
    checkEmailFree(body.email, employeeMessages, employee.userId);
    checkRole(body.roleId, employee.companyId);
    checkReach(user, body.buildingIds);
    updateAccount(accountOf(employee.userId), { ...body, companyId: employee.companyId }, employeeMessages);
    employee.position = body.position;
    employee.hiredOn = body.hiredOn;
    return { message: employeeMessages.updated, employee: employeeOf(employee) };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const employee = employeeRow(user, body.id);
    if (employee.userId === user.id && body.status !== 'activo') {
      throw new MockError(400, employeeMessages.ownStatus);
    }
    changeAccountStatus(accountOf(employee.userId), body.status);
    return { message: employeeMessages.status, employee: employeeOf(employee) };
  }),
];
