import {
  type CalendarDate,
  type ResidentCreate,
  type ResidentRelation,
  residentCreateSchema,
  residentRelationLabels,
  residentRelations,
  toIsoDate,
  validateCi,
} from '@horizontal/domain';
import type { ComboboxOption } from '@horizontal/ui';
import { checkEmail, checkOptionalPhone, onlyProblems, problemOf, validatePersonName } from '../../shared/forms';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's
 * defaults make email, phone, birthDate, apartmentId and relation optional in its input, and the form always
 * sends every one of them.
 */
export type ResidentValues = Required<Omit<ResidentCreate, 'buildingId'>>;

/** What the fields hold while typed: the birth date as the calendar's, the unit as the chosen option. */
export type ResidentDraft = {
  name: string;
  lastName: string;
  identity: string;
  email: string;
  phone: string;
  birthDate: CalendarDate | null;
  apartment: ComboboxOption | null;
  relation: ResidentRelation;
};

export const empty: ResidentDraft = {
  name: '',
  lastName: '',
  identity: '',
  email: '',
  phone: '',
  birthDate: null,
  apartment: null,
  relation: 'propietario',
};

export const relationOptions = residentRelations.map((relation) => ({
  value: relation,
  label: residentRelationLabels[relation],
}));

const fields = residentCreateSchema.shape;

const checkNamePart = (schema: typeof fields.name, value: string) =>
  problemOf(schema, value) ??
  (validatePersonName(value) === null ? null : 'Use solo letras, espacios, apóstrofos y guiones.');

export const validate = (draft: ResidentDraft) =>
  onlyProblems<ResidentDraft>({
    name: checkNamePart(fields.name, draft.name),
    lastName: checkNamePart(fields.lastName, draft.lastName),
    identity: validateCi(draft.identity),
    email: draft.email.trim() === '' ? null : checkEmail(draft.email),
    phone: checkOptionalPhone(draft.phone),
    birthDate: null,
    apartment: null,
    relation: null,
  });

export const toRequest = (draft: ResidentDraft): ResidentValues => ({
  name: draft.name.trim(),
  lastName: draft.lastName.trim(),
  identity: draft.identity,
  email: draft.email.trim(),
  phone: draft.phone,
  birthDate: draft.birthDate ? toIsoDate(draft.birthDate) : null,
  apartmentId: draft.apartment ? Number(draft.apartment.value) : null,
  relation: draft.relation,
});
