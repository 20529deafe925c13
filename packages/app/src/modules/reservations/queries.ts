import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { answerQuery, listQuery } from '../../data/lists';
import { buildingScope } from '../../data/shared';

const reservations = (buildingId: number) => [...buildingScope(buildingId), 'reservations'] as const;

/**
 * The bookings and maintenances of a complejo, cached under the complejo: a booking confirmed with a price changes
 * its unit's gastos comunes, and a maintenance cancels bookings, so a write here marks every list of the complejo
 * stale (buildingScope), and those shown are read again.
 */
export const reservationQueries = {
  /** Vigentes: from now on, pendiente or confirmada. */
  current: (buildingId: number) =>
    listQuery([...reservations(buildingId), 'current'], () => api.reserves.findAll(buildingId), 'reserves'),
  /** Históricas: past ones, and the rechazadas and canceladas. */
  historic: (buildingId: number) =>
    listQuery([...reservations(buildingId), 'historic'], () => api.reserves.historic(buildingId), 'reserves'),
  maintenances: (buildingId: number) =>
    listQuery(
      [...reservations(buildingId), 'maintenances'],
      () => api.maintenances.findAll(buildingId),
      'maintenances',
    ),
  /** The figures of the module's tile on Inicio. */
  summary: (buildingId: number) =>
    answerQuery([...reservations(buildingId), 'summary'], () => api.reserves.summary(buildingId)),
  /** The areas by name, as anyone of the complejo may read them (a front desk without Áreas comunes). */
  areaOptions: (buildingId: number) =>
    answerQuery([...buildingScope(buildingId), 'common-area-options'], () => api.general.commonAreas(buildingId)),
  frequencies: () => ({
    ...answerQuery(['frequencies'], () => api.general.frequency()),
    staleTime: Number.POSITIVE_INFINITY,
  }),
};

/** Asks for the figures of the module's tile into a cache before the tile is drawn (routes.ts, `tile`). */
export const prefetchSummary = (client: QueryClient, buildingId: number) =>
  client.prefetchQuery(reservationQueries.summary(buildingId));
