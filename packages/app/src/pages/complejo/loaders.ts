import { api } from '../../api';
import type { Loaded } from '../useRemote';

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

/** The record with `id` from a list, or `undefined` in CREATE mode (no id). */
export const findIn = async <Record extends { id: number }>(
  id: number | null,
  load: () => Promise<Loaded<readonly Record[]>>,
): Promise<Loaded<Record | undefined>> => {
  if (id === null) return { ok: true, value: undefined };
  const answer = await load();
  return answer.ok ? { ok: true, value: answer.value.find((record) => record.id === id) } : answer;
};
