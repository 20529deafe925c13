import { contract } from '@horizontal/domain';
import { db, nextId } from '../db';
import { changeAccountStatus, createAccount, employeeOf, updateAccount } from './accounts';
import { companyOf, MockError, notFound, reachesCompany } from './guards';
import { mockCall } from './mock-call';

const calls = contract.employees;

const employeeRow = (user: Parameters<typeof reachesCompany>[0], id: number) => {
  const employee = db.employees.find((candidate) => candidate.id === id);
  if (!employee || !reachesCompany(user, employee.companyId)) throw notFound('El empleado no existe.');
  return employee;
};

const accountOf = (userId: number) => db.users.find((account) => account.user.id === userId)!;

/** An administradora gives its staff its own profiles or the global administrator, never the master. */
const checkRole = (roleId: number, companyId: number) => {
  const role = db.roles.find((candidate) => candidate.id === roleId);
  if (!role || role.name === 'master' || (role.companyId !== null && role.companyId !== companyId)) {
    throw new MockError(400, 'Seleccione un perfil de la administradora.');
  }
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
    checkRole(body.roleId, body.companyId);
    const account = createAccount({ ...body, companyId: body.companyId });
    const employee = {
      id: nextId(db.employees),
      userId: account.user.id,
      companyId: body.companyId,
      position: body.position,
      hiredOn: body.hiredOn,
    };
    db.employees.push(employee);
    return {
      message: 'Empleado creado. Le enviamos una contraseña temporal por correo.',
      employee: employeeOf(employee),
    };
  }),

  mockCall(calls.update, ({ body, user }) => {
    const employee = employeeRow(user, body.id);
    checkRole(body.roleId, employee.companyId);
    updateAccount(accountOf(employee.userId), { ...body, companyId: employee.companyId });
    employee.position = body.position;
    employee.hiredOn = body.hiredOn;
    return { message: 'Empleado actualizado.', employee: employeeOf(employee) };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const employee = employeeRow(user, body.id);
    changeAccountStatus(accountOf(employee.userId), body.status);
    return { message: 'Estado actualizado.', employee: employeeOf(employee) };
  }),
];
