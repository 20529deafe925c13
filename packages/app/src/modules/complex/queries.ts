import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { answerQuery, listQuery } from '../../data/lists';
import { buildingScope, sharedQueries } from '../../data/shared';

/** The complejo's lists, cached per complejo (the spec has no find-one: forms pick their record from these). */
export const complexQueries = {
  // Residents and common areas are read by Reservas too: data/shared.ts.
  residents: sharedQueries.residents,
  commonAreas: sharedQueries.commonAreas,
  apartments: (buildingId: number) =>
    listQuery([...buildingScope(buildingId), 'apartments'], () => api.apartments.findAll(buildingId), 'apartments'),
  pantries: (buildingId: number) =>
    listQuery([...buildingScope(buildingId), 'pantries'], () => api.pantries.findAll(buildingId), 'pantries'),
  parkings: (buildingId: number) =>
    listQuery([...buildingScope(buildingId), 'parkings'], () => api.parkings.findAll(buildingId), 'parkings'),
  /** The figures of the complejo's tile on Inicio. */
  summary: (buildingId: number) =>
    answerQuery([...buildingScope(buildingId), 'summary'], () => api.apartments.summary(buildingId)),
  /** The units one resident is associated with. */
  residentApartments: (buildingId: number, residentId: number) =>
    listQuery(
      [...buildingScope(buildingId), 'resident', residentId, 'apartments'],
      () => api.residents.apartments({ residentId }),
      'apartments',
    ),
};

/** Asks for the figures of the complejo's tile into a cache before the tile is drawn (routes.ts, `tile`). */
export const prefetchSummary = (client: QueryClient, buildingId: number) =>
  client.prefetchQuery(complexQueries.summary(buildingId));
