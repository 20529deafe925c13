import { type ClockTime, formatTime, type VisitCreate, visitCreateSchema, visitMessages } from '@horizontal/domain';
import type { ComboboxOption } from '@horizontal/ui';
import type { FieldErrors } from '../../shared/forms';
import { issuesByField, unitIdOf } from '../unit-draft';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's defaults
 * make most fields optional in its input, and the form always sends every one of them.
 */
export type VisitValues = Required<Omit<VisitCreate, 'buildingId'>>;

export type VisitDraft = {
  unit: ComboboxOption | null;
  name: string;
  /** The CI's digits, or '' when the visitor gave none. */
  identity: string;
  plate: string;
  /** yyyy-mm-dd, or null once cleared. */
  date: string | null;
  expectedTime: ClockTime | null;
  /** «Está en portería ahora»: the visit is registered inside, at the time it is saved. */
  atDesk: boolean;
};

/** A visit registered at the desk is most often the person standing at it: today, inside now. */
export const emptyDraft = (today: string): VisitDraft => ({
  unit: null,
  name: '',
  identity: '',
  plate: '',
  date: today,
  expectedTime: null,
  atDesk: true,
});

/** Only a visit of today can be at the desk now. */
export const isAtDesk = (draft: VisitDraft, today: string) => draft.atDesk && draft.date === today;

/** `now` is the Montevideo clock's hh:mm, read when the visit is saved. */
export const toRequest = (draft: VisitDraft, today: string, now: () => string): VisitValues => ({
  apartmentId: unitIdOf(draft.unit),
  name: draft.name.trim(),
  identity: draft.identity,
  plate: draft.plate.trim().toUpperCase(),
  date: draft.date ?? '',
  expectedTime: draft.expectedTime ? formatTime(draft.expectedTime) : null,
  entryTime: isAtDesk(draft, today) ? now() : null,
});

/** Every problem of the draft at its field, in the words the server would use (the complejo is the app's). */
export const validateWith =
  (today: string) =>
  (draft: VisitDraft): FieldErrors<VisitDraft> => {
    // The clock does not change what is valid: any hh:mm stands for it here.
    const result = visitCreateSchema.safeParse({ ...toRequest(draft, today, () => '00:00'), buildingId: 1 });
    const problems: FieldErrors<VisitDraft> = result.success
      ? {}
      : issuesByField(result.error.issues, draft, { apartmentId: 'unit' });
    // The server refuses a visit of a day gone by; said before sending, in its words.
    if (draft.date !== null && !problems.date && draft.date < today) problems.date = visitMessages.pastDate;
    return problems;
  };

export const refusedField = (message: string): keyof VisitDraft | undefined => {
  if (message === visitMessages.foreignApartment) return 'unit';
  if (message === visitMessages.pastDate || message === visitMessages.entryNotToday) return 'date';
  return undefined;
};
