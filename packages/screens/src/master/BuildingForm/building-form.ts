import {
  type Building,
  type BuildingCreate,
  type City,
  type State,
  type TowerCreate,
  validateCharacterText,
} from '@horizontal/domain';
import { checkAddress, onlyProblems } from '../../shared/forms';
import type { TowerItem } from '../TowersEditor';

/**
 * What the form sends of the complejo: the body's own fields but its RUT, phone and e-mail, which this screen does
 * not edit. The body leaves the city's name optional (the backend fills it from cityId); the form always sends it.
 */
export type BuildingValues = Required<Pick<BuildingCreate, 'companyId' | 'name' | 'address' | 'cityId' | 'city'>>;

/** A tower to create with a new complejo, with the floors the person typed. */
export type NewTower = Pick<TowerCreate, 'name' | 'floors'>;

/** The complejo, and in CREATE mode the towers to create with it. */
export type BuildingSubmission = { building: BuildingValues; towers: NewTower[] };

export const BUILDING_NAME_MAX = 120;

/** The fields as edited: the administradora and the city as option values, the towers still to create. */
export type BuildingDraft = { name: string; companyId: string; address: string; cityId: string; towers: TowerItem[] };

/** A complejo to modify, or a new one under the administradora whose list it was created from. */
export const draftOf = (building: Building | null, companyId?: number | null): BuildingDraft => ({
  name: building?.name ?? '',
  companyId: building ? String(building.companyId) : companyId ? String(companyId) : '',
  address: building?.address ?? '',
  cityId: building?.cityId ? String(building.cityId) : '',
  towers: [],
});

export const validate = (form: BuildingDraft) =>
  onlyProblems<BuildingDraft>({
    name:
      form.name.trim().length > BUILDING_NAME_MAX
        ? `El nombre no puede superar los ${BUILDING_NAME_MAX} caracteres.`
        : validateCharacterText(form.name.trim()),
    companyId: form.companyId === '' ? 'Seleccione la administradora del complejo.' : null,
    address: checkAddress(form.address),
    cityId: form.cityId === '' ? 'Seleccione la ciudad del complejo.' : null,
    towers: null,
  });

export const toSubmissionWith =
  (cities: readonly City[]) =>
  (form: BuildingDraft): BuildingSubmission => ({
    building: {
      companyId: Number(form.companyId),
      name: form.name.trim(),
      address: form.address.trim(),
      cityId: Number(form.cityId),
      city: cities.find((city) => String(city.id) === form.cityId)?.name ?? '',
    },
    towers: form.towers.map(({ name, floors }) => ({ name, floors })),
  });

/** "Punta del Este, Maldonado"; a city named as its departamento (Montevideo, Salto) is not repeated. */
export const cityLabel = (city: City, states: readonly State[]) => {
  const state = states.find((candidate) => candidate.id === city.stateId)?.name;
  return !state || state === city.name ? city.name : `${city.name}, ${state}`;
};
