import { createBuildingsRepository } from '../../core/repositories/buildings.repository';
import { createIdentityTypesRepository } from '../../core/repositories/identity-types.repository';
import type { Database } from '../../db/client';
import { createContractsRepository } from './contracts.repository';
import { createLicenseTypesRepository } from './license-types.repository';
import { createLicensesRepository } from './licenses.repository';
import { createPersonnelRepository } from './personnel.repository';
import { createTimeRecordsRepository } from './time-records.repository';
import { createUnlinksRepository } from './unlinks.repository';

export const createPersonnelRepositories = (db: Database) => ({
  personnel: createPersonnelRepository(db),
  licenseTypes: createLicenseTypesRepository(db),
  licenses: createLicensesRepository(db),
  timeRecords: createTimeRecordsRepository(db),
  contracts: createContractsRepository(db),
  unlinks: createUnlinksRepository(db),
  /** Every row here hangs from a complejo: the shared repository of core. */
  buildings: createBuildingsRepository(db),
  identityTypes: createIdentityTypesRepository(db),
});

export type PersonnelRepositories = ReturnType<typeof createPersonnelRepositories>;
