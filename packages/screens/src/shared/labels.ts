import { type ActiveStatus, activeStatusLabels } from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/** Residents, employees and users: the domain's labels with the tone of a badge. */
export const activeStatusBadges: Readonly<Record<ActiveStatus, StatusDefinition>> = {
  activo: { label: activeStatusLabels.activo, tone: 'success' },
  inactivo: { label: activeStatusLabels.inactivo, tone: 'neutral' },
};

/** The same states of a feminine noun (un área común activa), in the same colours. */
export const feminineActiveStatusBadges: Readonly<Record<ActiveStatus, StatusDefinition>> = {
  activo: { label: 'Activa', tone: activeStatusBadges.activo.tone },
  inactivo: { label: 'Inactiva', tone: activeStatusBadges.inactivo.tone },
};
