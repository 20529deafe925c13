import { createBuildingsRepository } from '../../core/repositories/buildings.repository';
import { createLedgerRepository } from '../../core/repositories/ledger.repository';
import { createSettingsRepository } from '../../core/repositories/ledger-settings.repository';
import type { Database } from '../../db/client';
import { createJobsRepository } from './jobs.repository';
import { createYearAccountRepository } from './year-account.repository';

/**
 * The documents are the ledger's figures written down: they read its repositories, shared in core (the statements,
 * and the settings and price index a debt is replayed with), and keep their own background jobs and the year
 * account's reads.
 */
export const createDocumentRepositories = (db: Database) => ({
  ledger: createLedgerRepository(db),
  settings: createSettingsRepository(db),
  buildings: createBuildingsRepository(db),
  jobs: createJobsRepository(db),
  yearAccounts: createYearAccountRepository(db),
});

export type DocumentRepositories = ReturnType<typeof createDocumentRepositories>;
