import { createBuildingsRepository } from '../../core/repositories/buildings.repository';
import { createLedgerRepository } from '../../core/repositories/ledger.repository';
import type { Database } from '../../db/client';

/** The documents are the ledger's figures written down: they read its repository, shared in core. */
export const createDocumentRepositories = (db: Database) => ({
  ledger: createLedgerRepository(db),
  buildings: createBuildingsRepository(db),
});

export type DocumentRepositories = ReturnType<typeof createDocumentRepositories>;
