import { createBuildingsRepository } from '../../core/repositories/buildings.repository';
import { createLedgerRepository } from '../../core/repositories/ledger.repository';
import { createSettingsRepository } from '../../core/repositories/ledger-settings.repository';
import type { Database } from '../../db/client';

export const createCommonExpenseRepositories = (db: Database) => ({
  ledger: createLedgerRepository(db),
  settings: createSettingsRepository(db),
  /** Every period hangs from a complejo: the shared repository of core. */
  buildings: createBuildingsRepository(db),
});

export type CommonExpenseRepositories = ReturnType<typeof createCommonExpenseRepositories>;
