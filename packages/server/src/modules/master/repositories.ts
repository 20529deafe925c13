import { createBuildingsRepository } from '../../core/repositories/buildings.repository';
import { createCompaniesRepository } from '../../core/repositories/companies.repository';
import { createDirectoryRepository } from '../../core/repositories/directory.repository';
import { createRolesRepository } from '../../core/repositories/roles.repository';
import { createTowersRepository } from '../../core/repositories/towers.repository';
import { createUsersRepository } from '../../core/repositories/users.repository';
import type { Database } from '../../db/client';

export const createMasterRepositories = (db: Database) => ({
  companies: createCompaniesRepository(db),
  buildings: createBuildingsRepository(db),
  towers: createTowersRepository(db),
  users: createUsersRepository(db),
  /** A user gets a profile (the roles the configuration module manages), global or of their company. */
  roles: createRolesRepository(db),
  /** Cities and plans of a company or complejo are reference data (the directory the reference module serves). */
  directory: createDirectoryRepository(db),
});

export type MasterRepositories = ReturnType<typeof createMasterRepositories>;
