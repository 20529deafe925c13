import { createBuildingsRepository } from '../../core/repositories/buildings.repository';
import type { Database } from '../../db/client';
import { createAssembliesRepository } from './assemblies.repository';
import { createDocumentsRepository } from './documents.repository';
import { createNoticesRepository } from './notices.repository';
import { createVotingsRepository } from './votings.repository';

export const createAssemblyRepositories = (db: Database) => ({
  assemblies: createAssembliesRepository(db),
  votings: createVotingsRepository(db),
  notices: createNoticesRepository(db),
  documents: createDocumentsRepository(db),
  /** Every row here hangs from a complejo: the shared repository of core. */
  buildings: createBuildingsRepository(db),
});

export type AssemblyRepositories = ReturnType<typeof createAssemblyRepositories>;
