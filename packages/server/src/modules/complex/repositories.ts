import { createBuildingsRepository } from '../../core/repositories/buildings.repository';
import { createCommonAreasRepository } from '../../core/repositories/common-areas.repository';
import { createTowersRepository } from '../../core/repositories/towers.repository';
import type { Database } from '../../db/client';
import { createApartmentsRepository } from './apartments.repository';
import { createResidentsRepository } from './residents.repository';
import { createPantriesRepository, createParkingsRepository } from './spaces.repository';

export const createComplejoRepositories = (db: Database) => ({
  apartments: createApartmentsRepository(db),
  residents: createResidentsRepository(db),
  pantries: createPantriesRepository(db),
  parkings: createParkingsRepository(db),
  commonAreas: createCommonAreasRepository(db),
  /** Every row here hangs from a complejo, and a unit from a tower: the shared repositories of core. */
  buildings: createBuildingsRepository(db),
  towers: createTowersRepository(db),
});

export type ComplexRepositories = ReturnType<typeof createComplejoRepositories>;
