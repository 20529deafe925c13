import { createBuildingsRepository } from '../../core/repositories/buildings.repository';
import { createIdentityTypesRepository } from '../../core/repositories/identity-types.repository';
import type { Database } from '../../db/client';
import { createReportsRepository } from './reports.repository';
import { createShipmentsRepository } from './shipments.repository';
import { createUnitsRepository } from './units.repository';
import { createVisitsRepository } from './visits.repository';

export const createFrontDeskRepositories = (db: Database) => ({
  shipments: createShipmentsRepository(db),
  visits: createVisitsRepository(db),
  reports: createReportsRepository(db),
  units: createUnitsRepository(db),
  /** Every row here hangs from a complejo: the shared repository of core. */
  buildings: createBuildingsRepository(db),
  identityTypes: createIdentityTypesRepository(db),
});

export type FrontDeskRepositories = ReturnType<typeof createFrontDeskRepositories>;
