import {
  type LicenseType,
  type LicenseTypeCreate,
  licenseTypeCreateSchema,
  personnelMessages,
} from '@horizontal/domain';
import { type FieldErrors, isMessageOf } from '../../shared/forms';

/** What the dialog sends: the create body without the complejo, which the app adds; every field, always. */
export type LicenseTypeValues = Required<Omit<LicenseTypeCreate, 'buildingId'>>;

/** The top of days as typed (digits), empty for none. */
export type LicenseTypeDraft = { name: string; maxDays: string; paid: boolean; annual: boolean };

/** A new type is paid and is not the annual leave, as the schema defaults. */
export const emptyDraft: LicenseTypeDraft = { name: '', maxDays: '', paid: true, annual: false };

export const toRequest = (draft: LicenseTypeDraft): LicenseTypeValues => ({
  name: draft.name.trim(),
  maxDays: draft.maxDays === '' ? null : Number(draft.maxDays),
  paid: draft.paid,
  annual: draft.annual,
});

/** Every problem of the draft at its field, in the words the server would use (the complejo is the app's). */
export const validate = (draft: LicenseTypeDraft): FieldErrors<LicenseTypeDraft> => {
  const problems: FieldErrors<LicenseTypeDraft> = {};
  const result = licenseTypeCreateSchema.safeParse({ ...toRequest(draft), buildingId: 1 });
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in draft)) continue;
    problems[key as keyof LicenseTypeDraft] ??= issue.message;
  }
  return problems;
};

/** A name the complejo already uses is refused on the name. */
export const refusedField = (message: string): keyof LicenseTypeDraft | undefined =>
  isMessageOf(personnelMessages.licenseTypeTaken, message) ? 'name' : undefined;

/**
 * The most days a license of the type lasts: «6 días», «Sin tope»; the annual leave has no fixed top, as each person's
 * balance is set by Ley 12.590 (20 days and more with seniority).
 */
export const maxDaysLabel = (type: Pick<LicenseType, 'maxDays' | 'annual'>) => {
  if (type.maxDays !== null) return type.maxDays === 1 ? '1 día' : `${type.maxDays} días`;
  return type.annual ? 'Según antigüedad' : 'Sin tope';
};

export const paidLabel = (paid: boolean) => (paid ? 'Con goce' : 'Sin goce');

/** The annual leave's marker, wherever the type is named. */
export const ANNUAL_LEAVE = 'Licencia anual (Ley 12.590)';

/** The same, inside a sentence: «Es la licencia anual (Ley 12.590)». */
export const ANNUAL_LEAVE_IN_SENTENCE = 'licencia anual (Ley 12.590)';
