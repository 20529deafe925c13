import { type Apartment, type ApartmentCreate, apartmentCreateSchema, roundCoefficient } from '@horizontal/domain';
import { decimalText, numberProblem, onlyProblems, parseDecimal, problemOf } from '../../shared/forms';

/**
 * What the form sends: the create body without the complejo, which the app adds (and the id, for an update).
 * `Required`: the schema's defaults make towerId, unitTypeId, rooms, area and coefficient optional in its input,
 * and the form always sends every one of them.
 */
export type ApartmentValues = Required<Omit<ApartmentCreate, 'buildingId'>>;

/** What the fields hold while typed: text as written, the selects' ids as their option values. */
export type ApartmentDraft = {
  towerId: string;
  unitTypeId: string;
  number: string;
  floor: string;
  rooms: string;
  area: string;
  coefficient: string;
};

const fields = apartmentCreateSchema.shape;

export const draftOf = (apartment: Apartment | null): ApartmentDraft => ({
  towerId: apartment?.towerId ? String(apartment.towerId) : '',
  unitTypeId: apartment?.unitTypeId ? String(apartment.unitTypeId) : '',
  number: apartment?.number ?? '',
  floor: apartment ? String(apartment.floor) : '',
  rooms: apartment ? String(apartment.rooms) : '',
  area: apartment ? decimalText(apartment.area) : '',
  coefficient: apartment ? decimalText(apartment.coefficient) : '',
});

/** The next unit of a tower is usually on the same floor, of the same type: only its own data starts blank. */
export const nextDraft = (draft: ApartmentDraft): ApartmentDraft => ({
  ...draft,
  number: '',
  rooms: '',
  area: '',
  coefficient: '',
});

export const validateWith = (hasTowers: boolean) => (draft: ApartmentDraft) =>
  onlyProblems<ApartmentDraft>({
    // A complejo with towers has every unit in one of them; without towers there is nothing to choose.
    towerId: hasTowers && draft.towerId === '' ? 'Seleccione la torre.' : null,
    unitTypeId: null,
    number: problemOf(fields.number, draft.number),
    floor: numberProblem(fields.floor, draft.floor, 'El piso debe ser un número entero.', 'Ingrese el piso.'),
    rooms: draft.rooms === '' ? 'Ingrese la cantidad de dormitorios.' : problemOf(fields.rooms, Number(draft.rooms)),
    area: numberProblem(
      fields.area,
      draft.area,
      'Escriba la superficie con números, por ejemplo 64,5.',
      'Ingrese la superficie en metros cuadrados.',
    ),
    coefficient: numberProblem(
      fields.coefficient,
      draft.coefficient,
      'Escriba el coeficiente con números, por ejemplo 4,25.',
      'Ingrese el coeficiente.',
    ),
  });

export const toRequest = (draft: ApartmentDraft): ApartmentValues => ({
  towerId: draft.towerId === '' ? null : Number(draft.towerId),
  unitTypeId: draft.unitTypeId === '' ? null : Number(draft.unitTypeId),
  number: draft.number.trim(),
  floor: parseDecimal(draft.floor) ?? 0,
  rooms: Number(draft.rooms),
  area: parseDecimal(draft.area) ?? 0,
  coefficient: parseDecimal(draft.coefficient) ?? 0,
});

/**
 * The sum of the complejo's coefficients with the one typed here, to four decimals, to warn past 100 %; null
 * when the others' sum is not given or the typed one is not a number.
 */
export const coefficientTotal = (otherCoefficients: number | undefined, typed: string) => {
  const coefficient = parseDecimal(typed);
  return otherCoefficients === undefined || coefficient === undefined || Number.isNaN(coefficient)
    ? null
    : roundCoefficient(otherCoefficients + coefficient);
};
