import { api } from '../../api';

/** The lists the complejo's pages load, as `useRemote` loaders (the spec has no find-one: forms pick from these). */
export const loadApartments = async (buildingId: number) => {
  const answer = await api.apartments.findAll(buildingId);
  return answer.ok ? { ok: true as const, value: answer.apartments } : answer;
};

export const loadResidents = async (buildingId: number) => {
  const answer = await api.residents.findAll(buildingId);
  return answer.ok ? { ok: true as const, value: answer.residents } : answer;
};

export const loadPantries = async (buildingId: number) => {
  const answer = await api.pantries.findAll(buildingId);
  return answer.ok ? { ok: true as const, value: answer.pantries } : answer;
};

export const loadParkings = async (buildingId: number) => {
  const answer = await api.parkings.findAll(buildingId);
  return answer.ok ? { ok: true as const, value: answer.parkings } : answer;
};

export const loadCommonAreas = async (buildingId: number) => {
  const answer = await api.commonAreas.findAll(buildingId);
  return answer.ok ? { ok: true as const, value: answer.commonAreas } : answer;
};
