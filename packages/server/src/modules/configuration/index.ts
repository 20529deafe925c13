import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { employeeRoutes } from './employees.routes';
import { createConfigurationRepositories } from './repositories';
import { roleRoutes } from './roles.routes';

/** Profiles (perfiles) and employees (empleados) of an administradora. */
export const configurationModule: FastifyPluginAsync = async (app) => {
  const repos = createConfigurationRepositories(app.db);
  // A profile's grants and an employee's login (name, contact, complejos, status) are written to the trail apart.
  app.recordFinders.add('roles', repos.roles.find, (role) => [{ entity: 'role_grants', entityId: role.id }]);
  app.recordFinders.add('employees', repos.employees.find, (employee) => [
    { entity: 'users', entityId: employee.userId },
    { entity: 'user_buildings', entityId: employee.userId },
  ]);
  await app.register(contractCalls(roleRoutes(repos), employeeRoutes(repos)));
};
