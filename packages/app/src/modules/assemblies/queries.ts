import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { answerQuery, listQuery } from '../../data/lists';
import { buildingScope } from '../../data/shared';

/**
 * Everything of a complejo's assemblies, votings, notices and documents, under one key: a vote changes a voting's
 * count in the list, a new voting changes the tile, a deleted assembly takes its votings' link with it.
 */
export const assembliesScope = (buildingId: number) => [...buildingScope(buildingId), 'assemblies'] as const;

export const assemblyQueries = {
  /** Asambleas, the latest first (POST /assemblies/findall). */
  assemblies: (buildingId: number) =>
    listQuery(
      [...assembliesScope(buildingId), 'assemblies'],
      () => api.assemblies.findAll({ buildingId }),
      'assemblies',
    ),
  /** What one assembly resolved (POST /assemblies/resolutions/findall). */
  resolutions: (buildingId: number, assemblyId: number) =>
    listQuery(
      [...assembliesScope(buildingId), 'resolutions', assemblyId],
      () => api.assemblies.findResolutions({ assemblyId }),
      'resolutions',
    ),
  /** Every unit of the complejo at one assembly, and the quorum the server counted (POST /assemblies/attendance/findall). */
  attendance: (buildingId: number, assemblyId: number) =>
    answerQuery([...assembliesScope(buildingId), 'attendance', assemblyId], () =>
      api.assemblies.attendance({ assemblyId }),
    ),
  /** Votaciones with their counts (POST /votings/findall). */
  votings: (buildingId: number) =>
    listQuery([...assembliesScope(buildingId), 'votings'], () => api.votings.findAll({ buildingId }), 'votings'),
  /** Every unit of the complejo and its vote in one voting (POST /votings/votes/findall). */
  votes: (buildingId: number, votingId: number) =>
    answerQuery([...assembliesScope(buildingId), 'votes', votingId], () => api.votings.votes({ votingId })),
  /** Noticias (POST /notices/findall). */
  notices: (buildingId: number) =>
    listQuery([...assembliesScope(buildingId), 'notices'], () => api.notices.findAll({ buildingId }), 'notices'),
  /** Every document of the complejo; the screen filters by category (POST /documents/findall, categoryId null). */
  documents: (buildingId: number) =>
    listQuery(
      [...assembliesScope(buildingId), 'documents'],
      () => api.documents.findAll({ buildingId, categoryId: null }),
      'documents',
    ),
  /** The complejo's document categories (POST /documents/categories/findall). */
  categories: (buildingId: number) =>
    listQuery(
      [...assembliesScope(buildingId), 'document-categories'],
      () => api.documents.findCategories({ buildingId }),
      'categories',
    ),
  /** The figures of the module's tile on Inicio: the next assembly and the open votings. */
  summary: (buildingId: number) =>
    answerQuery([...assembliesScope(buildingId), 'summary'], () => api.assemblies.summary(buildingId)),
};

/** Asks for the figures of the module's tile into a cache before the tile is drawn (routes.ts, `tile`). */
export const prefetchSummary = (client: QueryClient, buildingId: number) =>
  client.prefetchQuery(assemblyQueries.summary(buildingId));
