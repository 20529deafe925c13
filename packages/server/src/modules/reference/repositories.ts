import { createBuildingsRepository } from '../../core/repositories/buildings.repository';
import { createDirectoryRepository } from '../../core/repositories/directory.repository';
import type { Database } from '../../db/client';

export const createReferenceRepositories = (db: Database) => ({
  directory: createDirectoryRepository(db),
  /** The units of a complejo are listed only within the caller's scope of complejos (shared, core/repositories). */
  buildings: createBuildingsRepository(db),
});

export type ReferenceRepositories = ReturnType<typeof createReferenceRepositories>;
