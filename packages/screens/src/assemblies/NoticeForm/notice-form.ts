import {
  type CalendarDate,
  type NoticeCreate,
  noticeCreateSchema,
  noticeMessages,
  parseIsoDate,
  toIsoDate,
} from '@horizontal/domain';
import type { FieldErrors } from '../../shared/forms';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's defaults
 * make some fields optional in its input, and the form always sends every one of them.
 */
export type NoticeValues = Required<Omit<NoticeCreate, 'buildingId'>>;

/** The whole complejo, or the towers picked: the contract says the first with no towers at all. */
export type NoticeAudience = 'all' | 'some';

export type NoticeDraft = {
  title: string;
  text: string;
  /** yyyy-mm-dd, or null until a real day is typed or picked. */
  publishedOn: string | null;
  /** Optional: a notice without an end stays in force. */
  expiresOn: string | null;
  audience: NoticeAudience;
  /** The towers picked; kept while «Todo el complejo» is chosen, so going back to «Algunas torres» loses nothing. */
  towerIds: number[];
};

/** Published today for the whole complejo unless said otherwise. */
export const emptyDraft = (today: string): NoticeDraft => ({
  title: '',
  text: '',
  publishedOn: today,
  expiresOn: null,
  audience: 'all',
  towerIds: [],
});

export const toRequest = (draft: NoticeDraft): NoticeValues => ({
  title: draft.title.trim(),
  // Only the ends: the lines inside are the notice's paragraphs.
  text: draft.text.trim(),
  publishedOn: draft.publishedOn ?? '',
  expiresOn: draft.expiresOn,
  towerIds: draft.audience === 'all' ? [] : [...draft.towerIds].sort((a, b) => a - b),
});

/** «Algunas torres» with none picked would send an empty list, which the contract reads as the whole complejo. */
export const NO_TOWER_PICKED = 'Elija al menos una torre, o elija «Todo el complejo».';

/** Every problem of the draft at its field, in the words the server would use (the complejo is the app's). */
export const validate = (draft: NoticeDraft): FieldErrors<NoticeDraft> => {
  const problems: FieldErrors<NoticeDraft> = {};
  if (draft.audience === 'some' && draft.towerIds.length === 0) problems.towerIds = NO_TOWER_PICKED;
  const result = noticeCreateSchema.safeParse({ ...toRequest(draft), buildingId: 1 });
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in draft)) continue;
    problems[key as keyof NoticeDraft] ??= issue.message;
  }
  return problems;
};

/** The server's refusals about one field, shown on it. */
export const refusedField = (message: string): keyof NoticeDraft | undefined =>
  message === noticeMessages.foreignTower ? 'towerIds' : undefined;

/** The DateInput's day of a yyyy-mm-dd text, and back. */
export const calendarDateOf = (isoDate: string | null): CalendarDate | null => {
  if (isoDate === null) return null;
  const parsed = parseIsoDate(isoDate);
  return parsed.ok ? parsed.value : null;
};

export const isoDateOf = (date: CalendarDate | null) => (date ? toIsoDate(date) : null);
