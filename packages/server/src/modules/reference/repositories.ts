import type { Database } from '../../db/client';
import { createBuildingsRepository } from '../master/buildings.repository';
import { createDirectoryRepository } from './directory.repository';

export const createReferenceRepositories = (db: Database) => ({
  directory: createDirectoryRepository(db),
  /** The units of a complejo are listed only within the caller's scope of the master module's complejos. */
  buildings: createBuildingsRepository(db),
});

export type ReferenceRepositories = ReturnType<typeof createReferenceRepositories>;
