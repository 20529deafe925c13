import {
  assemblyMessages,
  type CalendarDate,
  parseIsoDate,
  type VotingCreate,
  type VotingMajority,
  type VotingQuorum,
  votingCreateSchema,
  votingMessages,
} from '@horizontal/domain';
import type { FieldErrors } from '../../shared/forms';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's defaults
 * make most fields optional in its input, and the form always sends every one of them.
 */
export type VotingValues = Required<Omit<VotingCreate, 'buildingId'>>;

/** The contract's limit (votingCreateSchema): more options than this are refused. */
export const MAX_OPTIONS = 20;

/** The Select's value for a voting of no assembly: a Radix option cannot have an empty value. */
export const NO_ASSEMBLY = 'ninguna';

export type VotingDraft = {
  title: string;
  description: string;
  /** yyyy-mm-dd, or null until a real day is typed or picked. */
  startDate: string | null;
  endDate: string | null;
  /** An assembly's id as text, or NO_ASSEMBLY. */
  assemblyId: string;
  majority: VotingMajority;
  quorum: VotingQuorum;
  /** The options in order, as typed. */
  details: string[];
};

/** A yes-or-no question is the usual voting: two options ready to be named, as the law's defaults. */
export const emptyDraft: VotingDraft = {
  title: '',
  description: '',
  startDate: null,
  endDate: null,
  assemblyId: NO_ASSEMBLY,
  majority: 'simple',
  quorum: 'mitad',
  details: ['', ''],
};

export const toRequest = (draft: VotingDraft): VotingValues => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  startDate: draft.startDate ?? '',
  endDate: draft.endDate ?? '',
  assemblyId: draft.assemblyId === NO_ASSEMBLY ? null : Number(draft.assemblyId),
  majority: draft.majority,
  quorum: draft.quorum,
  details: draft.details.map((option) => option.trim()),
});

type Issue = { path: readonly PropertyKey[]; message: string };

const issuesOf = (draft: VotingDraft): readonly Issue[] => {
  const result = votingCreateSchema.safeParse({ ...toRequest(draft), buildingId: 1 });
  return result.success ? [] : result.error.issues;
};

/**
 * Every problem of the draft at its field, in the words the server would use (the complejo is the app's). An
 * option's own problem also marks `details`, so that the form does not submit; `optionProblems` says which one.
 */
export const validate = (draft: VotingDraft): FieldErrors<VotingDraft> => {
  const problems: FieldErrors<VotingDraft> = {};
  for (const issue of issuesOf(draft)) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in draft)) continue;
    problems[key as keyof VotingDraft] ??= issue.message;
  }
  return problems;
};

/** The problem of each option (its text missing or too long), by position; undefined where it is fine. */
export const optionProblems = (draft: VotingDraft): (string | undefined)[] => {
  const problems: (string | undefined)[] = draft.details.map(() => undefined);
  for (const issue of issuesOf(draft)) {
    const [key, index] = issue.path;
    if (key === 'details' && typeof index === 'number') problems[index] ??= issue.message;
  }
  return problems;
};

/** The problem of the list itself (more than 20 options), not of one of them. */
export const listProblem = (draft: VotingDraft): string | undefined =>
  issuesOf(draft).find((issue) => issue.path[0] === 'details' && issue.path.length === 1)?.message;

/** The field a refusal of the server is about. */
export const refusedField = (message: string): keyof VotingDraft | undefined =>
  message === votingMessages.foreignAssembly || message === assemblyMessages.notFound ? 'assemblyId' : undefined;

/** The DateInput's day of a yyyy-mm-dd text. */
export const calendarDateOf = (isoDate: string | null): CalendarDate | null => {
  if (isoDate === null) return null;
  const parsed = parseIsoDate(isoDate);
  return parsed.ok ? parsed.value : null;
};

/** The options with the one at `from` moved to `to`. */
export const moved = (options: readonly string[], from: number, to: number): string[] => {
  const next = options.slice();
  const [option] = next.splice(from, 1);
  next.splice(to, 0, option!);
  return next;
};
