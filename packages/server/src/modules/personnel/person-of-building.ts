import { personnelMessages } from '@horizontal/domain';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import type { PersonnelRepositories } from './repositories';

/**
 * The complejo a write names and the person of its staff it is about, in the caller's scope: a complejo or person
 * out of reach answers as not found, and a person of another complejo with `foreign` (the call's own words).
 */
export const personOfBuilding = async (
  repos: Pick<PersonnelRepositories, 'buildings' | 'personnel'>,
  scope: Scope,
  ids: { buildingId: number; personnelId: number },
  foreign: string,
) => {
  const building = await repos.buildings.find(scope, ids.buildingId);
  if (!building) throw new ApiError(404, messages.buildingNotFound);
  const person = await repos.personnel.find(scope, ids.personnelId);
  if (!person) throw new ApiError(404, personnelMessages.notFound);
  if (person.buildingId !== building.id) throw new ApiError(409, foreign);
  return { building, person };
};
