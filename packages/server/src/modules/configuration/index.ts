import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { employeeRoutes } from './employees.routes';
import { createConfigurationRepositories } from './repositories';
import { roleRoutes } from './roles.routes';

/** Profiles (perfiles) and employees (empleados) of an administradora. */
export const configurationModule: FastifyPluginAsync = async (app) => {
  const repos = createConfigurationRepositories(app.db);
  await app.register(contractCalls(roleRoutes(repos), employeeRoutes(repos)));
};
