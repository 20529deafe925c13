import type { ComboboxOption } from '@horizontal/ui';
import type { FrontDeskUnit } from './labels';

/** The unit as the Combobox gives it, to the id a create call sends (0 when none was picked: «Seleccione…»). */
export const unitIdOf = (unit: ComboboxOption | null) => (unit ? Number(unit.value) : 0);

/** The residents of the picked unit, when the units came with them. */
export const residentsOf = (units: readonly FrontDeskUnit[], unit: ComboboxOption | null): readonly string[] =>
  (unit && units.find((candidate) => String(candidate.id) === unit.value)?.residents) ?? [];

/**
 * Every problem of a create body at the field of the form it comes from, in the schema's words: `fields` names the
 * form's field for each of the body's that differ (apartmentId is the unit picked).
 */
export const issuesByField = <Draft extends object>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  draft: Draft,
  fields: Readonly<Record<string, keyof Draft & string>>,
): Partial<Record<keyof Draft & string, string>> => {
  const problems: Partial<Record<keyof Draft & string, string>> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key !== 'string') continue;
    const field = fields[key] ?? (key in draft ? (key as keyof Draft & string) : undefined);
    if (field) problems[field] ??= issue.message;
  }
  return problems;
};
