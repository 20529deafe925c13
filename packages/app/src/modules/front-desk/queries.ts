import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { answerQuery, listQuery } from '../../data/lists';
import { buildingScope } from '../../data/shared';

const frontDesk = (buildingId: number) => [...buildingScope(buildingId), 'front-desk'] as const;

/**
 * The front desk's lists of a complejo, cached under the complejo (buildingScope): a parcel, a visit or a report
 * names a unit and its residents, so a write marks the complejo's other lists stale, and those shown are read again.
 */
export const frontDeskQueries = {
  /** Encomiendas: those waiting at the desk first (GET /shipments/findall/{complejo}). */
  shipments: (buildingId: number) =>
    listQuery([...frontDesk(buildingId), 'shipments'], () => api.shipments.findAll(buildingId), 'shipments'),
  /** The kinds of parcel (GET /shipments/type): the same for every complejo and all day. */
  shipmentTypes: () => ({
    ...answerQuery(['shipment-types'], () => api.shipments.types()),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  visits: (buildingId: number) =>
    listQuery([...frontDesk(buildingId), 'visits'], () => api.visits.findAll(buildingId), 'visits'),
  /**
   * The complejo's units with who lives in each (GET /visits/apartments/{complejo}): what a new parcel, visit or
   * report names, so the porter checks the name at the desk. Any profile with one of the three may read it.
   */
  units: (buildingId: number) =>
    answerQuery([...frontDesk(buildingId), 'units'], () => api.visits.apartments(buildingId)),
  reports: (buildingId: number) =>
    listQuery([...frontDesk(buildingId), 'reports'], () => api.reports.findAll(buildingId), 'reports'),
  /** The figures of the module's tile on Inicio. */
  summary: (buildingId: number) =>
    answerQuery([...frontDesk(buildingId), 'summary'], () => api.shipments.summary(buildingId)),
};

/** Asks for the figures of the module's tile into a cache before the tile is drawn (routes.ts, `tile`). */
export const prefetchSummary = (client: QueryClient, buildingId: number) =>
  client.prefetchQuery(frontDeskQueries.summary(buildingId));
