import {
  type ClockTime,
  clockInConflict,
  formatTime,
  personnelMessages,
  type TimeRecord,
  type TimeRecordCreate,
  type TimeRecordUpdate,
  timeRecordCreateSchema,
  timeRecordUpdateSchema,
} from '@horizontal/domain';
import type { FieldErrors } from '../../shared/forms';
import { issuesByField } from '../staff-fields';

/** What «Registrar marca» sends: the create body without the complejo, which the app adds; every field, always. */
export type TimeRecordValues = Required<Omit<TimeRecordCreate, 'buildingId'>>;

/** What «Registrar salida» sends: PUT /personnel/records/update as it is, the record's id and entry included. */
export type TimeRecordUpdateValues = Required<TimeRecordUpdate>;

/**
 * The schema's «la salida debe ser posterior a la entrada» runs only on an otherwise valid body: asked of a body that
 * is valid but for the times, so that it shows while the rest is still being filled in.
 */
const orderProblem = (entryTime: string, exitTime: string | null): string | undefined =>
  timeRecordUpdateSchema
    .safeParse({ id: 1, entryTime, exitTime, notes: '' })
    .error?.issues.find((issue) => issue.path[0] === 'exitTime')?.message;

export type RecordDraft = {
  personnelId: string;
  /** yyyy-mm-dd, or null until a real day is typed or picked. */
  date: string | null;
  entryTime: ClockTime | null;
  exitTime: ClockTime | null;
  notes: string;
};

/** A clock-in of today, of the person the list is showing if it shows one. */
export const recordDraft = (today: string, personnelId: number | null): RecordDraft => ({
  personnelId: personnelId === null ? '' : String(personnelId),
  date: today,
  entryTime: null,
  exitTime: null,
  notes: '',
});

export const recordRequest = (draft: RecordDraft): TimeRecordValues => ({
  personnelId: Number(draft.personnelId),
  date: draft.date ?? '',
  entryTime: draft.entryTime ? formatTime(draft.entryTime) : '',
  exitTime: draft.exitTime ? formatTime(draft.exitTime) : null,
  notes: draft.notes.trim(),
});

/**
 * Every problem of a new clock-in at its field, in the words the server would use: the schema's, a day still to
 * come, and a clash with the person's other records of that day that the list has (the domain's clockInConflict).
 */
export const validateRecord =
  (today: string, loaded: readonly TimeRecord[]) =>
  (draft: RecordDraft): FieldErrors<RecordDraft> => {
    const request = recordRequest(draft);
    const problems: FieldErrors<RecordDraft> = issuesByField(
      timeRecordCreateSchema.safeParse({ ...request, buildingId: 1 }).error?.issues ?? [],
      draft,
    );
    // An empty time reaches the schema as '', which it refuses for its shape: the field was simply left empty.
    if (draft.entryTime === null) problems.entryTime = 'Ingrese la hora de entrada.';
    if (request.date > today) problems.date ??= personnelMessages.futureRecord;
    if (draft.entryTime !== null) {
      const order = orderProblem(request.entryTime, request.exitTime);
      if (order) problems.exitTime ??= order;
      const others = loaded.filter(
        (record) => record.personnelId === request.personnelId && record.date === request.date,
      );
      const conflict = order ? null : clockInConflict(others, request);
      if (conflict) problems.entryTime ??= personnelMessages[conflict];
    }
    return problems;
  };

/** The server's refusals about one field, shown on it. */
export const refusedRecordField = (message: string): keyof RecordDraft | undefined => {
  if (message === personnelMessages.futureRecord) return 'date';
  if (message === personnelMessages.recordOfInactive || message === personnelMessages.foreignRecordPersonnel) {
    return 'personnelId';
  }
  if (message === personnelMessages.recordOverlaps || message === personnelMessages.openRecord) return 'entryTime';
  return undefined;
};

export type ExitDraft = { exitTime: ClockTime | null; notes: string };

export const exitDraft = (record: TimeRecord): ExitDraft => ({ exitTime: null, notes: record.notes });

export const exitRequest =
  (record: TimeRecord) =>
  (draft: ExitDraft): TimeRecordUpdateValues => ({
    id: record.id,
    entryTime: record.entryTime,
    exitTime: draft.exitTime ? formatTime(draft.exitTime) : null,
    notes: draft.notes.trim(),
  });

/** «Registrar salida» asks for the exit (the update alone would take none) and checks it as the server would. */
export const validateExit =
  (record: TimeRecord) =>
  (draft: ExitDraft): FieldErrors<ExitDraft> => {
    if (draft.exitTime === null) return { exitTime: 'Ingrese la hora de salida.' };
    const request = exitRequest(record)(draft);
    return issuesByField(timeRecordUpdateSchema.safeParse(request).error?.issues ?? [], draft);
  };

/** A clash with a record written meanwhile is about the exit. */
export const refusedExitField = (message: string): keyof ExitDraft | undefined =>
  message === personnelMessages.recordOverlaps ? 'exitTime' : undefined;
