import {
  type Assembly,
  type AssemblyStatus,
  assemblyStatusLabels,
  formatIsoDate,
  type ResolutionResult,
  resolutionResultLabels,
} from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/*
 * What the assemblies' list, form and page all say about an assembly. Here, not beside the list: the form and the
 * page would otherwise load the list's table with it. (The votings' screens keep their own labels.)
 */

/** The domain's labels with the tone of a badge: called and ahead, held, or called off. */
export const assemblyStatusBadges: Readonly<Record<AssemblyStatus, StatusDefinition>> = {
  convocada: { label: assemblyStatusLabels.convocada, tone: 'info' },
  realizada: { label: assemblyStatusLabels.realizada, tone: 'success' },
  cancelada: { label: assemblyStatusLabels.cancelada, tone: 'neutral' },
};

/** What an assembly resolved, with the tone of its badge. */
export const resolutionResultBadges: Readonly<Record<ResolutionResult, StatusDefinition>> = {
  aprobada: { label: resolutionResultLabels.aprobada, tone: 'success' },
  rechazada: { label: resolutionResultLabels.rechazada, tone: 'danger' },
  postergada: { label: resolutionResultLabels.postergada, tone: 'warning' },
};

/** «15/04/2026 19:00», or the day alone when no time was set. */
export const assemblyWhen = (assembly: Pick<Assembly, 'date' | 'time'>) =>
  [formatIsoDate(assembly.date), assembly.time].filter(Boolean).join(' ');

/**
 * How a row is named in its menu and its confirmation: titles repeat year after year («Asamblea ordinaria anual»),
 * their dates do not.
 */
export const assemblyRowLabel = (assembly: Pick<Assembly, 'title' | 'date'>) =>
  `«${assembly.title}» del ${formatIsoDate(assembly.date)}`;
