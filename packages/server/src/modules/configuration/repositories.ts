import { createCompaniesRepository } from '../../core/repositories/companies.repository';
import { createRolesRepository } from '../../core/repositories/roles.repository';
import { createUsersRepository } from '../../core/repositories/users.repository';
import type { Database } from '../../db/client';
import { createEmployeesRepository } from './employees.repository';

export const createConfigurationRepositories = (db: Database) => {
  /** Every employee is a row of the users table (shared, core/repositories), with a temporary password. */
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
