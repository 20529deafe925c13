import { z } from 'zod';

/** From each status, the statuses a status-change call may move to; an empty list is a final status. */
export type Transitions<Status extends string> = { readonly [From in Status]: readonly Status[] };

/** The zod schema of a status field, with the Spanish message that lists the valid values. */
export const statusSchemaOf = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  labels: { readonly [Value in Values[number]]: string },
) =>
  z.enum(values, {
    error: `El estado no es válido. Use uno de: ${values.map((value) => labels[value as Values[number]]).join(', ')}.`,
  });

export const canTransition = <Status extends string>(
  transitions: Transitions<Status>,
  from: Status,
  to: Status,
): boolean => transitions[from].includes(to);

/** The Spanish refusal of a change the table does not allow; null when it is allowed. */
export const transitionProblem = <Status extends string>(
  transitions: Transitions<Status>,
  labels: { readonly [Value in Status]: string },
  from: Status,
  to: Status,
): string | null => {
  if (canTransition(transitions, from, to)) return null;
  if (from === to) return `El registro ya está en estado «${labels[to]}».`;
  const allowed = transitions[from];
  if (allowed.length === 0) return `El estado «${labels[from]}» es final: no puede cambiarse.`;
  return `No se puede pasar de «${labels[from]}» a «${labels[to]}». Desde «${labels[from]}» solo se puede pasar a ${allowed
    .map((status) => `«${labels[status]}»`)
    .join(' o ')}.`;
};

/** Active/inactive: users, employees, residents, personnel and common areas. */
export const activeStatuses = ['activo', 'inactivo'] as const;
export type ActiveStatus = (typeof activeStatuses)[number];
export const activeStatusLabels = { activo: 'Activo', inactivo: 'Inactivo' } as const satisfies Record<
  ActiveStatus,
  string
>;
export const activeTransitions: Transitions<ActiveStatus> = { activo: ['inactivo'], inactivo: ['activo'] };
export const activeStatusSchema = statusSchemaOf(activeStatuses, activeStatusLabels);
