import { type ActiveStatus, activeStatusLabels } from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/** Residents, employees and common areas: the domain's labels with the tone of a badge. */
export const activeStatusBadges: Readonly<Record<ActiveStatus, StatusDefinition>> = {
  activo: { label: activeStatusLabels.activo, tone: 'success' },
  inactivo: { label: activeStatusLabels.inactivo, tone: 'neutral' },
};
