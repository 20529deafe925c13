import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { answerQuery, listQuery } from '../../data/lists';
import { buildingScope } from '../../data/shared';

/**
 * Everything of a complejo's staff under one key: a desvinculación changes the person, their contract and their
 * balance at once; an approved leave changes the tile and the balances.
 */
export const personnelScope = (buildingId: number) => [...buildingScope(buildingId), 'personnel'] as const;

export const personnelQueries = {
  /** The staff (GET /personnel/findall/{id}). */
  staff: (buildingId: number) =>
    listQuery([...personnelScope(buildingId), 'staff'], () => api.personnel.findAll(buildingId), 'personnelList'),
  /** The kinds of work (GET /general/personnel/type): reference data, for the form. */
  personnelTypes: () => ({
    ...answerQuery(['reference', 'personnel-types'], () => api.general.personnelType()),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  /** The clock-ins of a range, of one person or everyone (POST /personnel/records). */
  records: (buildingId: number, range: { from: string; to: string }, personnelId: number | null) =>
    listQuery(
      [...personnelScope(buildingId), 'records', range.from, range.to, personnelId],
      () => api.personnel.records({ buildingId, personnelId, ...range }),
      'records',
    ),
  /** The kinds of leave the complejo grants (GET /personnel/license/findallTypes/{id}). */
  licenseTypes: (buildingId: number) =>
    listQuery(
      [...personnelScope(buildingId), 'license-types'],
      () => api.personnel.findLicenseTypes(buildingId),
      'licenseTypeList',
    ),
  /** The same kinds, as Licencias reads them for its form and list (GET /licenses/type/{id}: Licencias' screens). */
  leaveTypes: (buildingId: number) =>
    listQuery([...personnelScope(buildingId), 'leave-types'], () => api.licenses.types(buildingId), 'licenseType'),
  /** Contratos (GET /contracts/findall/{id}). */
  contracts: (buildingId: number) =>
    listQuery([...personnelScope(buildingId), 'contracts'], () => api.contracts.findAll(buildingId), 'contracts'),
  /** Desvinculaciones (GET /unlink/findall/{id}). */
  unlinks: (buildingId: number) =>
    listQuery([...personnelScope(buildingId), 'unlinks'], () => api.unlinks.findAll(buildingId), 'unlinkList'),
  /** Licencias with the pending ones and each person's annual leave (GET /licenses/findall/{id}). */
  licenses: (buildingId: number) =>
    listQuery([...personnelScope(buildingId), 'licenses'], () => api.licenses.findAll(buildingId), 'licenses'),
};

/** Asks for the tile's figures (the licenses' answer) into the cache before the tile is drawn (routes.ts, `tile`). */
export const prefetchLicenses = (client: QueryClient, buildingId: number) =>
  client.prefetchQuery(personnelQueries.licenses(buildingId));
