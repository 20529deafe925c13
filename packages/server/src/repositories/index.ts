import type { Database } from '../db/client';
import { createApartmentsRepository } from './apartments';
import { createBuildingsRepository } from './buildings';
import { createCommonAreasRepository } from './common-areas';
import { createCompaniesRepository } from './companies';
import { createDirectoryRepository } from './directory';
import { createEmployeesRepository } from './employees';
import { createNotificationsRepository } from './notifications';
import { createPasswordResetsRepository } from './password-resets';
import { createResidentsRepository } from './residents';
import { createRolesRepository } from './roles';
import { createSessionsRepository } from './sessions';
import { createPantriesRepository, createParkingsRepository } from './spaces';
import { createTowersRepository } from './towers';
import { createUsersRepository } from './users';

export const createRepositories = (db: Database) => {
  const users = createUsersRepository(db);
  return {
    users,
    sessions: createSessionsRepository(db),
    roles: createRolesRepository(db),
    notifications: createNotificationsRepository(db),
    directory: createDirectoryRepository(db),
    companies: createCompaniesRepository(db),
    buildings: createBuildingsRepository(db),
    towers: createTowersRepository(db),
    passwordResets: createPasswordResetsRepository(db),
    apartments: createApartmentsRepository(db),
    residents: createResidentsRepository(db),
    employees: createEmployeesRepository(db, users),
    pantries: createPantriesRepository(db),
    parkings: createParkingsRepository(db),
    commonAreas: createCommonAreasRepository(db),
  };
};

export type Repositories = ReturnType<typeof createRepositories>;
