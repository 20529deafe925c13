import { api } from '../api';
import { answerQuery, listQuery } from './lists';

/**
 * The cache's keys nest by what owns the data, so that a write can mark everything it may affect as stale:
 * `['company', id, …]` for an administradora's lists, `['building', id, …]` for a complejo's.
 */
export const companyScope = (companyId: number) => ['company', companyId] as const;
export const buildingScope = (buildingId: number) => ['building', buildingId] as const;

/** Lists more than one module reads. */
export const sharedQueries = {
  /** Cities, departments and unit types: the same for everyone and all day. */
  reference: () => ({ ...answerQuery(['reference'], () => api.general.data()), staleTime: Number.POSITIVE_INFINITY }),
  towers: (buildingId: number) =>
    listQuery([...buildingScope(buildingId), 'towers'], () => api.towers.findAll(buildingId), 'towers'),
  /**
   * A complejo's units as options (POST /general/apartments): what names or offers units on the screens of
   * despensas, estacionamientos and residentes, which a profile may hold without the apartments' own screens.
   */
  apartmentOptions: (buildingId: number) =>
    answerQuery([...buildingScope(buildingId), 'apartment-options'], () => api.general.apartments(buildingId)),
  /** A complejo's residents: Residentes, and who asks for a booking in Reservas. */
  residents: (buildingId: number) =>
    listQuery([...buildingScope(buildingId), 'residents'], () => api.residents.findAll(buildingId), 'residents'),
  /** A complejo's common areas with their turns and rules: Áreas comunes, and a new booking in Reservas. */
  commonAreas: (buildingId: number) =>
    listQuery([...buildingScope(buildingId), 'common-areas'], () => api.commonAreas.findAll(buildingId), 'commonAreas'),
  /** An administradora's complejos as options (GET /general/buildings). */
  companyBuildings: (companyId: number) =>
    answerQuery([...companyScope(companyId), 'building-options'], () => api.general.buildings(companyId)),
  /** The profiles an administradora may give (GET /general/roles). */
  companyRoles: (companyId: number) =>
    answerQuery([...companyScope(companyId), 'role-options'], () => api.general.roles(companyId)),
};
