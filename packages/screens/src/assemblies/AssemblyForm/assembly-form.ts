import {
  type AssemblyCreate,
  type AssemblyType,
  assemblyCreateSchema,
  type CalendarDate,
  type ClockTime,
  formatTime,
  parseIsoDate,
} from '@horizontal/domain';
import type { FieldErrors } from '../../shared/forms';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's defaults
 * make most fields optional in its input, and the form always sends every one of them.
 */
export type AssemblyValues = Required<Omit<AssemblyCreate, 'buildingId'>>;

export type AssemblyDraft = {
  title: string;
  type: AssemblyType;
  /** yyyy-mm-dd, or null until a real day is typed or picked. */
  date: string | null;
  /** Optional: an assembly may be called for a day before its hour is settled. */
  time: ClockTime | null;
  place: string;
  /** The agenda (orden del día). */
  description: string;
};

export const emptyDraft: AssemblyDraft = {
  title: '',
  type: 'ordinaria',
  date: null,
  time: null,
  place: '',
  description: '',
};

export const toRequest = (draft: AssemblyDraft): AssemblyValues => ({
  title: draft.title.trim(),
  type: draft.type,
  date: draft.date ?? '',
  time: draft.time ? formatTime(draft.time) : null,
  place: draft.place.trim(),
  description: draft.description.trim(),
});

/** Every problem of the draft at its field, in the words the server would use (the complejo is the app's). */
export const validate = (draft: AssemblyDraft): FieldErrors<AssemblyDraft> => {
  const problems: FieldErrors<AssemblyDraft> = {};
  const result = assemblyCreateSchema.safeParse({ ...toRequest(draft), buildingId: 1 });
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in draft)) continue;
    problems[key as keyof AssemblyDraft] ??= issue.message;
  }
  return problems;
};

/** The DateInput's day of a yyyy-mm-dd text. */
export const calendarDateOf = (isoDate: string | null): CalendarDate | null => {
  if (isoDate === null) return null;
  const parsed = parseIsoDate(isoDate);
  return parsed.ok ? parsed.value : null;
};
