import {
  formatCi,
  type Personnel,
  type PersonnelStatus,
  personnelFullName,
  personnelStatusLabels,
  WORKDAY_LETTERS,
} from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/** A person of the staff as the screens name them (the domain's «Nicolás Rodríguez»). */
export { personnelFullName };

/** The domain's labels with the tone of a badge; Desvinculado is final (reached only through a desvinculación). */
export const personnelStatusBadges: Readonly<Record<PersonnelStatus, StatusDefinition>> = {
  activo: { label: personnelStatusLabels.activo, tone: 'success' },
  inactivo: { label: personnelStatusLabels.inactivo, tone: 'neutral' },
  desvinculado: { label: personnelStatusLabels.desvinculado, tone: 'warning' },
};

/** «Nicolás Rodríguez (3.089.695-4)»: a person in a picker, where two people may share a name. */
export const personnelOptionLabel = (person: Pick<Personnel, 'name' | 'lastName' | 'identity'>) =>
  `${personnelFullName(person)} (${formatCi(person.identity)})`;

/** Runs of consecutive letters of a workday string, in the week's order: 'LMXV' → ['LMX', 'V']. */
const runsOf = (workdays: string): string[] => {
  const runs: string[] = [];
  let previous = -2;
  for (const letter of WORKDAY_LETTERS) {
    if (!workdays.includes(letter)) continue;
    const index = WORKDAY_LETTERS.indexOf(letter);
    if (index === previous + 1 && runs.length > 0) runs[runs.length - 1] += letter;
    else runs.push(letter);
    previous = index;
  }
  return runs;
};

/**
 * The days of a workday as the desk writes them: «L a V», «L a S», «S y D», «M y J», «L, X y V»; three days or more
 * in a row are a span.
 */
export const workdaysLabel = (workdays: string): string => {
  const parts = runsOf(workdays).flatMap((run) => (run.length >= 3 ? [`${run[0]} a ${run.at(-1)}`] : run.split('')));
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
};

/** «08:00 a 16:00, L a V»: a person's workday; what is not set is left out, and nothing at all reads «Sin jornada». */
export const workdayLabel = (person: Pick<Personnel, 'workdayStart' | 'workdayEnd' | 'workdays'>): string => {
  const hours = person.workdayStart && person.workdayEnd ? `${person.workdayStart} a ${person.workdayEnd}` : null;
  return [hours, workdaysLabel(person.workdays)].filter(Boolean).join(', ') || 'Sin jornada';
};
