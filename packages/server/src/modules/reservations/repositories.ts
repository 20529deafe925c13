import { createBuildingsRepository } from '../../core/repositories/buildings.repository';
import { createCommonAreasRepository } from '../../core/repositories/common-areas.repository';
import type { Database } from '../../db/client';
import { createChargesRepository } from './charges.repository';
import { createMaintenancesRepository } from './maintenances.repository';
import { createReservesRepository } from './reserves.repository';
import { createUnitsRepository } from './units.repository';

export const createReservationRepositories = (db: Database) => ({
  reserves: createReservesRepository(db),
  maintenances: createMaintenancesRepository(db),
  charges: createChargesRepository(db),
  units: createUnitsRepository(db),
  /** Bookings hang from a complejo's common areas: the shared repositories of core. */
  buildings: createBuildingsRepository(db),
  commonAreas: createCommonAreasRepository(db),
});

export type ReservationRepositories = ReturnType<typeof createReservationRepositories>;
