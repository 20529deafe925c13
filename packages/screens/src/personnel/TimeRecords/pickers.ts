import { compareSpanish, type Personnel } from '@horizontal/domain';
import type { SelectOption } from '@horizontal/ui';
import { personnelFullName, personnelOptionLabel } from '../PersonnelList/personnel-labels';

/** People to pick, by name; a name two people share says each one's CI. */
export const pickerOptions = (people: readonly Personnel[]): SelectOption[] => {
  const counts = new Map<string, number>();
  for (const person of people) {
    const name = personnelFullName(person);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...people]
    .sort((a, b) => compareSpanish(personnelFullName(a), personnelFullName(b)))
    .map((person) => ({
      value: String(person.id),
      label:
        (counts.get(personnelFullName(person)) ?? 0) > 1 ? personnelOptionLabel(person) : personnelFullName(person),
    }));
};
