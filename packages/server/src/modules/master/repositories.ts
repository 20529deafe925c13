import type { Database } from '../../db/client';
import { createRolesRepository } from '../configuration/roles.repository';
import { createDirectoryRepository } from '../reference/directory.repository';
import { createBuildingsRepository } from './buildings.repository';
import { createCompaniesRepository } from './companies.repository';
import { createTowersRepository } from './towers.repository';
import { createUsersRepository } from './users.repository';

export const createMasterRepositories = (db: Database) => ({
  companies: createCompaniesRepository(db),
  buildings: createBuildingsRepository(db),
  towers: createTowersRepository(db),
  users: createUsersRepository(db),
  /** A user gets a profile of the configuration module, global or of their company. */
  roles: createRolesRepository(db),
  /** Cities and plans of a company or complejo are reference data. */
  directory: createDirectoryRepository(db),
});

export type MasterRepositories = ReturnType<typeof createMasterRepositories>;
