import {
  type ClockTime,
  formatTime,
  type Personnel,
  type PersonnelCreate,
  parseTime,
  personnelCreateSchema,
  personnelMessages,
  WORKDAY_LETTERS,
} from '@horizontal/domain';
import type { FieldErrors } from '../../shared/forms';

/**
 * What the form sends: the create body without the complejo, which the app adds (for an update, the person's id
 * instead). `Required`: the schema's defaults make the contact and the workday optional in its input, and the form
 * always sends every one of them.
 */
export type PersonnelValues = Required<Omit<PersonnelCreate, 'buildingId'>>;

/** The fields as edited: the type as the select's value, the workday's hours as the time inputs give them. */
export type PersonnelDraft = {
  personnelTypeId: string;
  name: string;
  lastName: string;
  identity: string;
  phone: string;
  email: string;
  workdayStart: ClockTime | null;
  workdayEnd: ClockTime | null;
  /** Letters of L M X J V S D, in the week's order: 'LMXJV'. */
  workdays: string;
};

/** The days a new person works unless said otherwise: Monday to Friday, as the schema defaults. */
export const DEFAULT_WORKDAYS = 'LMXJV';

/** The days of the week, Monday first, with the letter each one is written with. */
export const weekDays = [
  { letter: 'L', name: 'Lunes' },
  { letter: 'M', name: 'Martes' },
  { letter: 'X', name: 'Miércoles' },
  { letter: 'J', name: 'Jueves' },
  { letter: 'V', name: 'Viernes' },
  { letter: 'S', name: 'Sábado' },
  { letter: 'D', name: 'Domingo' },
] as const;

const timeOf = (text: string | null): ClockTime | null => {
  if (text === null) return null;
  const parsed = parseTime(text);
  return parsed.ok ? parsed.value : null;
};

export const draftOf = (person: Personnel | null): PersonnelDraft => ({
  personnelTypeId: person?.personnelTypeId ? String(person.personnelTypeId) : '',
  name: person?.name ?? '',
  lastName: person?.lastName ?? '',
  identity: person?.identity ?? '',
  phone: person?.phone ?? '',
  email: person?.email ?? '',
  workdayStart: timeOf(person?.workdayStart ?? null),
  workdayEnd: timeOf(person?.workdayEnd ?? null),
  workdays: person?.workdays ?? DEFAULT_WORKDAYS,
});

/** A day ticked or unticked: the letters stay in the week's order, which the schema asks for. */
export const toggleWorkday = (workdays: string, letter: string, works: boolean): string =>
  [...WORKDAY_LETTERS].filter((day) => (day === letter ? works : workdays.includes(day))).join('');

export const toRequest = (draft: PersonnelDraft): PersonnelValues => ({
  personnelTypeId: Number(draft.personnelTypeId),
  name: draft.name.trim(),
  lastName: draft.lastName.trim(),
  identity: draft.identity,
  phone: draft.phone,
  email: draft.email.trim(),
  workdayStart: draft.workdayStart ? formatTime(draft.workdayStart) : null,
  workdayEnd: draft.workdayEnd ? formatTime(draft.workdayEnd) : null,
  workdays: draft.workdays,
});

/**
 * A body the schema takes whole but for the workday: its «ends after it starts» runs only on an otherwise valid body,
 * and a person fixing the hours should read it before the name is typed.
 */
const validBody = {
  buildingId: 1,
  personnelTypeId: 1,
  name: 'Nombre',
  lastName: 'Apellido',
  identity: '12345672',
  phone: '',
  email: '',
  workdays: DEFAULT_WORKDAYS,
};

/** A workday with its start and not its end (or the reverse) would ask for no hours at all: both or neither. */
export const HALF_WORKDAY = {
  start: 'Ingrese también la hora de entrada, o deje las dos vacías.',
  end: 'Ingrese también la hora de salida, o deje las dos vacías.',
};

/** Every problem of the draft at its field, in the words the server would use (the complejo is the app's). */
export const validate = (draft: PersonnelDraft): FieldErrors<PersonnelDraft> => {
  const problems: FieldErrors<PersonnelDraft> = {};
  const request = toRequest(draft);
  const issues = [
    ...(personnelCreateSchema.safeParse({ ...request, buildingId: 1 }).error?.issues ?? []),
    ...(personnelCreateSchema.safeParse({
      ...validBody,
      workdayStart: request.workdayStart,
      workdayEnd: request.workdayEnd,
    }).error?.issues ?? []),
  ];
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in draft)) continue;
    problems[key as keyof PersonnelDraft] ??= issue.message;
  }
  if (draft.workdayStart && !draft.workdayEnd) problems.workdayEnd ??= HALF_WORKDAY.end;
  if (!draft.workdayStart && draft.workdayEnd) problems.workdayStart ??= HALF_WORKDAY.start;
  return problems;
};

/** The server's refusals about one field, shown on it: a CI already on the staff, a type that is not one. */
export const refusedField = (message: string): keyof PersonnelDraft | undefined => {
  if (message === personnelMessages.identityTaken) return 'identity';
  if (message === personnelMessages.unknownType) return 'personnelTypeId';
  return undefined;
};
