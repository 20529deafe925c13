import type { Database } from '../../db/client';
import { createCompaniesRepository } from '../master/companies.repository';
import { createUsersRepository } from '../master/users.repository';
import { createEmployeesRepository } from './employees.repository';
import { createRolesRepository } from './roles.repository';

export const createConfigurationRepositories = (db: Database) => {
  /** Every employee is a user of the master module's table, with a temporary password. */
  const users = createUsersRepository(db);
  return {
    roles: createRolesRepository(db),
    employees: createEmployeesRepository(db, users),
    users,
    /** Profiles and employees belong to an administradora. */
    companies: createCompaniesRepository(db),
  };
};

export type ConfigurationRepositories = ReturnType<typeof createConfigurationRepositories>;
