import { api } from '../../../api';
import { fieldOf } from '../../../pages/useRemote';

/** The lists the complejo's pages load, as `useRemote` loaders (the spec has no find-one: forms pick from these). */
export const loadApartments = (buildingId: number) => fieldOf(api.apartments.findAll(buildingId), 'apartments');
export const loadResidents = (buildingId: number) => fieldOf(api.residents.findAll(buildingId), 'residents');
export const loadPantries = (buildingId: number) => fieldOf(api.pantries.findAll(buildingId), 'pantries');
export const loadParkings = (buildingId: number) => fieldOf(api.parkings.findAll(buildingId), 'parkings');
export const loadCommonAreas = (buildingId: number) => fieldOf(api.commonAreas.findAll(buildingId), 'commonAreas');
