import {
  type AssemblyAttendance,
  type Attendance,
  type AttendanceKind,
  assemblyMessages,
  attendanceTally,
  attendanceUpdateSchema,
} from '@horizontal/domain';

/** How one unit came, as the sheet is being filled: the text as typed, trimmed only when sent. */
export type AttendanceDraft = {
  kind: AttendanceKind;
  proxyHolder: string;
  proxyApartmentId: number | null;
};

/** One row of the PUT /assemblies/attendance/update body. */
export type AttendanceChange = { apartmentId: number } & AttendanceDraft;

/** What the sheet shows under a row's proxy fields. */
export type RowErrors = { proxyHolder?: string; proxyApartmentId?: string };

export const draftOf = (unit: Pick<Attendance, 'kind' | 'proxyHolder' | 'proxyApartmentId'>): AttendanceDraft => ({
  kind: unit.kind,
  proxyHolder: unit.proxyHolder ?? '',
  proxyApartmentId: unit.proxyApartmentId,
});

export const draftsOf = (units: readonly Attendance[]): AttendanceDraft[] => units.map(draftOf);

/** Only a represented unit has a proxy: whatever was typed for it before it changed kind is not sent. */
const sent = (draft: AttendanceDraft): AttendanceDraft =>
  draft.kind === 'representada'
    ? { kind: draft.kind, proxyHolder: draft.proxyHolder.trim(), proxyApartmentId: draft.proxyApartmentId }
    : { kind: draft.kind, proxyHolder: '', proxyApartmentId: null };

const sameDraft = (a: AttendanceDraft, b: AttendanceDraft) => {
  const [left, right] = [sent(a), sent(b)];
  return (
    left.kind === right.kind &&
    left.proxyHolder === right.proxyHolder &&
    left.proxyApartmentId === right.proxyApartmentId
  );
};

/**
 * The rows that differ from what the server holds (`saved`), as the call takes them: the call keeps every unit it
 * is not told about, so a sheet of 200 units where three changed sends three.
 */
export const changedRows = (
  units: readonly Pick<Attendance, 'apartmentId'>[],
  saved: readonly AttendanceDraft[],
  drafts: readonly AttendanceDraft[],
): AttendanceChange[] =>
  units.flatMap((unit, index) =>
    sameDraft(saved[index]!, drafts[index]!) ? [] : [{ apartmentId: unit.apartmentId, ...sent(drafts[index]!) }],
  );

/**
 * Every problem of the sheet, by unit: what the domain's schema says of each changed row (a represented unit
 * without a holder), and, over the whole sheet, a proxy held by a unit that is not present, which the server
 * would refuse in these same words.
 */
export const validateSheet = (
  units: readonly Pick<Attendance, 'apartmentId' | 'apartment'>[],
  changes: readonly AttendanceChange[],
  drafts: readonly AttendanceDraft[],
): ReadonlyMap<number, RowErrors> => {
  const problems = new Map<number, RowErrors>();
  const add = (apartmentId: number, field: keyof RowErrors, message: string) => {
    const row = problems.get(apartmentId) ?? {};
    row[field] ??= message;
    problems.set(apartmentId, row);
  };
  if (changes.length > 0) {
    const result = attendanceUpdateSchema.safeParse({ assemblyId: 1, units: changes });
    for (const issue of result.success ? [] : result.error.issues) {
      const [units_, index, field] = issue.path;
      const change = typeof index === 'number' ? changes[index] : undefined;
      if (units_ !== 'units' || !change || (field !== 'proxyHolder' && field !== 'proxyApartmentId')) continue;
      add(change.apartmentId, field, issue.message);
    }
  }
  const present = new Set(
    units.filter((_, index) => drafts[index]!.kind === 'presente').map((unit) => unit.apartmentId),
  );
  for (const [index, unit] of units.entries()) {
    const draft = drafts[index]!;
    if (draft.kind !== 'representada' || draft.proxyApartmentId === null) continue;
    if (!present.has(draft.proxyApartmentId)) {
      add(unit.apartmentId, 'proxyApartmentId', assemblyMessages.proxyNotPresent(unit.apartment));
    }
  }
  return problems;
};

/** The unit a refusal of the server is about (the proxy of «Torre A · 101» is held by one not present). */
export const refusedUnit = (
  units: readonly Pick<Attendance, 'apartmentId' | 'apartment'>[],
  message: string,
): number | null =>
  units.find((unit) => assemblyMessages.proxyNotPresent(unit.apartment) === message)?.apartmentId ?? null;

/** The quorum the sheet makes as it is, by heads and by coefficient, counted as the server counts it. */
export const sheetTally = (units: readonly Attendance[], drafts: readonly AttendanceDraft[]) =>
  attendanceTally(
    units,
    units.map((unit, index) => ({ apartmentId: unit.apartmentId, ...sent(drafts[index]!), proxyHolder: null })),
  );

/** How many units came each way: the sheet's summary beside its quorum. */
export const kindCounts = (drafts: readonly AttendanceDraft[]): Record<AttendanceKind, number> => {
  const counts: Record<AttendanceKind, number> = { presente: 0, representada: 0, ausente: 0 };
  for (const draft of drafts) counts[draft.kind] += 1;
  return counts;
};

export type SheetTally = Pick<AssemblyAttendance, 'present' | 'total'>;
