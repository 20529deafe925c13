import { type CallBody, contract, employeeMessages, isAdministratorRole } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { checkGrantable } from '../../core/auth/permissions';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { createUserWithTemporaryPassword } from '../../core/new-user';
import type { Scope } from '../../core/tenant/scope';
import type { Auth } from '../../core/types';
import type { EmployeeListing } from './employees.repository';
import type { ConfigurationRepositories } from './repositories';
import { employeeOut } from './shapes';

/** The fields of both calls, as parsed by the contract. */
type EmployeeFields = Omit<CallBody<typeof contract.employees.create>, 'companyId'>;

/**
 * The administradora's staff (/empleados): each one a login with a temporary password and a profile, so they
 * sign in and reach only the modules and screens of that profile.
 */
export const employeeRoutes = (repos: ConfigurationRepositories) => async (app: FastifyInstance) => {
  const repo = repos.employees;

  const companyOf = async (scope: Scope, companyId: number) => {
    if (scope.kind === 'tenant' && scope.companyId !== companyId) throw new ApiError(403, messages.noCompany);
    const company = await repos.companies.find(scope, companyId);
    if (!company) throw new ApiError(404, messages.companyNotFound);
    return company;
  };

  /**
   * Profile of the company (or the global administrator, never the master) that the caller may grant, complejos
   * of it and in scope; nobody changes their own profile.
   */
  const checked = async (auth: Auth, companyId: number, fields: EmployeeFields, current?: EmployeeListing) => {
    const scope = auth.scope;
    const email = fields.email.toLowerCase();
    const sameEmail = await repos.users.findByEmail(email);
    if (sameEmail && sameEmail.id !== current?.userId) throw new ApiError(409, employeeMessages.emailTaken);
    const role = await repos.roles.findAny(fields.roleId);
    if (!role || !(isAdministratorRole(role) || role.companyId === companyId)) {
      throw new ApiError(400, employeeMessages.foreignRole);
    }
    if (current?.userId === auth.user.id && role.id !== current.user.roleId)
      throw new ApiError(403, messages.ownProfile);
    await checkGrantable(app.db, auth, role);
    const buildingIds = [...new Set(fields.buildingIds)];
    const owned = await repos.users.buildingsOfCompany(companyId, buildingIds);
    const reachable = buildingIds.every((id) => scope.kind !== 'tenant' || scope.buildingIds.includes(id));
    if (owned.length !== buildingIds.length || !reachable) throw new ApiError(400, employeeMessages.foreignBuilding);
    return {
      user: { name: fields.name, identity: fields.identity, email, phone: fields.phone, roleId: role.id, companyId },
      employee: { position: fields.position, hiredOn: fields.hiredOn },
      buildingIds,
    };
  };

  const employeeOf = async (scope: Scope, id: number) => {
    const employee = await repo.find(scope, id);
    if (!employee) throw new ApiError(404, employeeMessages.notFound);
    return employee;
  };

  /** An employee the caller may change: one whose profile the caller could grant (or the caller themselves). */
  const manageable = async (auth: Auth, id: number) => {
    const employee = await employeeOf(auth.scope, id);
    if (employee.userId !== auth.user.id) {
      const role = await repos.roles.findAny(employee.user.roleId);
      if (!role) throw new ApiError(404, employeeMessages.notFound);
      await checkGrantable(app.db, auth, role);
    }
    return employee;
  };

  registerCall(app, contract.employees.findAll, async ({ params, scope }) => {
    await companyOf(scope, params.id);
    return { message: 'OK', employees: (await repo.listOfCompany(scope, params.id)).map(employeeOut) };
  });

  registerCall(app, contract.employees.create, async ({ body, scope, auth }) => {
    const company = await companyOf(scope, body.companyId);
    const values = await checked(auth, company.id, body);
    // The login, the employee and the e-mail with the temporary password: all of them or none.
    const employee = await app.db.transaction(async (tx) => {
      const user = await createUserWithTemporaryPassword(app, tx, repos.users, scope, values.user, values.buildingIds);
      return repo.create(scope, company.id, user.id, values.employee, tx);
    });
    return { message: employeeMessages.created, employee: employeeOut(await employeeOf(scope, employee.id)) };
  });

  registerCall(app, contract.employees.update, async ({ body, scope, auth }) => {
    const current = await manageable(auth, body.id);
    const values = await checked(auth, current.companyId, body, current);
    await app.db.transaction(async (tx) => {
      await repos.users.update(scope, current.userId, values.user, values.buildingIds, tx);
      await repo.update(scope, current.id, values.employee, tx);
    });
    return { message: employeeMessages.updated, employee: employeeOut(await employeeOf(scope, current.id)) };
  });

  registerCall(app, contract.employees.status, async ({ body, scope, auth }) => {
    const current = await manageable(auth, body.id);
    if (current.userId === auth.user.id && body.status !== 'activo') {
      throw new ApiError(400, employeeMessages.ownStatus);
    }
    await repos.users.setStatus(scope, current.userId, body.status);
    // An inactive employee is signed out everywhere at once, not when their sessions expire.
    if (body.status === 'inactivo') await app.sessions.revokeAllOf(current.userId);
    return { message: employeeMessages.status, employee: employeeOut(await employeeOf(scope, current.id)) };
  });
};
