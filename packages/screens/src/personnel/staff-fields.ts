import {
  type CalendarDate,
  compareSpanish,
  formatCi,
  type Personnel,
  parseIsoDate,
  personnelFullName,
  toIsoDate,
} from '@horizontal/domain';
import type { SelectOption } from '@horizontal/ui';

/*
 * What the forms of horario, contratos, desvinculaciones and licencias share: the person picked among the staff, the dates as
 * the DateInput gives them, and the schema's problems at the draft's fields.
 */

/** «Nicolás Rodríguez». */
export const staffName = personnelFullName;

/**
 * The people a contract, a desvinculación or a license may be written for, by name: everyone on the staff but those
 * already desvinculados, whom the server refuses. The CI tells apart two people of the same name.
 */
export const staffOptions = (personnel: readonly Personnel[]): SelectOption[] =>
  personnel
    .filter((person) => person.status !== 'desvinculado')
    .sort((a, b) => compareSpanish(staffName(a), staffName(b)) || a.id - b.id)
    .map((person) => ({ value: String(person.id), label: `${staffName(person)} (${formatCi(person.identity)})` }));

/** The person the Select's value names, among those given. */
export const staffMember = (personnel: readonly Personnel[], personnelId: string) =>
  personnel.find((person) => String(person.id) === personnelId);

/** yyyy-mm-dd to the DateInput's value, and back. */
export const calendarDateOf = (isoDate: string | null): CalendarDate | null => {
  if (isoDate === null) return null;
  const parsed = parseIsoDate(isoDate);
  return parsed.ok ? parsed.value : null;
};

export const isoDateOf = (date: CalendarDate | null) => (date ? toIsoDate(date) : null);

/** The first issue of the schema at each of the draft's fields, in the schema's words. */
export const issuesByField = <Draft extends object>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  draft: Draft,
): Partial<Record<keyof Draft & string, string>> => {
  const problems: Partial<Record<keyof Draft & string, string>> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in draft) problems[key as keyof Draft & string] ??= issue.message;
  }
  return problems;
};

/** «1 día», «5 días» (the domain's). */
export { daysLabel } from '@horizontal/domain';
