import type { Pantry, PantryCreate, Parking, ParkingCreate } from '@horizontal/domain';
import type { ComboboxOption } from '@horizontal/ui';
import { onlyProblems, problemOf } from '../../shared/forms';
import { apartmentLabel } from '../labels';
import type { AssignedUnitOptions } from './AssignedUnitForm';
import type { AssignedUnitKind } from './kinds';

/**
 * What the forms send: the create bodies without the complejo, which the app adds (and the id, for an update).
 * `Required`: the schemas' defaults make description, apartmentId and covered optional in their input, and the
 * forms always send every one of them. Despensas and estacionamientos share their fields; only estacionamientos
 * say whether they are covered.
 */
export type PantryValues = Required<Omit<PantryCreate, 'buildingId'>>;
export type ParkingValues = Required<Omit<ParkingCreate, 'buildingId'>>;

/** What the fields hold while typed: the unit as the chosen option. */
export type AssignedUnitDraft = {
  number: string;
  description: string;
  apartment: ComboboxOption | null;
  covered: boolean;
};

export const capitalized = (text: string) => `${text[0]?.toUpperCase()}${text.slice(1)}`;

export const apartmentOptions = (options: AssignedUnitOptions) =>
  options.status === 'ready'
    ? options.apartments.map((apartment) => ({ value: String(apartment.id), label: apartmentLabel(apartment) }))
    : [];

/** The record's unit is offered even when the units are not loaded (or it is no longer among them). */
export const draftOf = (record: Pantry | Parking | null, choices: readonly ComboboxOption[]): AssignedUnitDraft => ({
  number: record?.number ?? '',
  description: record?.description ?? '',
  apartment:
    record?.apartmentId != null
      ? (choices.find((option) => option.value === String(record.apartmentId)) ?? {
          value: String(record.apartmentId),
          label: record.apartment ?? String(record.apartmentId),
        })
      : null,
  covered: record && 'covered' in record ? record.covered : true,
});

/**
 * Despensas and estacionamientos are entered in a row along a corridor: the next one is described the same way,
 * and belongs to another unit or to none.
 */
export const nextDraft = (draft: AssignedUnitDraft): AssignedUnitDraft => ({ ...draft, number: '', apartment: null });

export const validateWith = (kind: AssignedUnitKind) => (draft: AssignedUnitDraft) =>
  onlyProblems<AssignedUnitDraft>({
    number: problemOf(kind.fields.number, draft.number),
    description: problemOf(kind.fields.description, draft.description),
    apartment: null,
    covered: null,
  });

/** Despensas leave `covered` out. */
export const toRequestWith = (kind: AssignedUnitKind) => (draft: AssignedUnitDraft) =>
  ({
    number: draft.number.trim(),
    description: draft.description.trim(),
    apartmentId: draft.apartment ? Number(draft.apartment.value) : null,
    ...(kind.hasCovered ? { covered: draft.covered } : {}),
  }) as ParkingValues;
