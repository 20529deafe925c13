import { formatIsoDate, type Maintenance, type MaintenanceStatus, maintenanceStatusLabels } from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/*
 * What the module's lists and fichas both say about a maintenance. Here, not beside the list: a form that imported
 * it from the list would load the list's table with it.
 */

/** The domain's labels with the tone of a badge: work ahead, under way, done, or called off. */
export const maintenanceStatusBadges: Readonly<Record<MaintenanceStatus, StatusDefinition>> = {
  pendiente: { label: maintenanceStatusLabels.pendiente, tone: 'info' },
  en_curso: { label: maintenanceStatusLabels.en_curso, tone: 'warning' },
  finalizado: { label: maintenanceStatusLabels.finalizado, tone: 'success' },
  cancelado: { label: maintenanceStatusLabels.cancelado, tone: 'neutral' },
};

/** How a row is named in its menu and its dialog: titles repeat month after month, their dates do not. */
export const maintenanceRowLabel = (maintenance: Maintenance) =>
  `${maintenance.title} del ${formatIsoDate(maintenance.date)}`;
