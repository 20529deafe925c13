import type { Database } from '../db/client';
import { createApartmentsRepository } from '../modules/complejo/apartments.repository';
import { createBuildingsRepository } from '../modules/master/buildings.repository';
import { createCommonAreasRepository } from '../modules/complejo/common-areas.repository';
import { createCompaniesRepository } from '../modules/master/companies.repository';
import { createDirectoryRepository } from '../modules/reference/directory.repository';
import { createEmployeesRepository } from '../modules/configuration/employees.repository';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository';
import { createPasswordResetsRepository } from '../modules/public/password-resets';
import { createResidentsRepository } from '../modules/complejo/residents.repository';
import { createRolesRepository } from '../modules/configuration/roles.repository';
import { createSessionsRepository } from '../core/auth/sessions';
import { createPantriesRepository, createParkingsRepository } from '../modules/complejo/spaces.repository';
import { createTowersRepository } from '../modules/master/towers.repository';
import { createUsersRepository } from '../modules/master/users.repository';

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
