import { type ActiveStatus, activeStatusLabels } from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/** "Torre A · 101": a unit's number alone is ambiguous in a complejo with several towers. */
export const apartmentLabel = (apartment: { number: string; tower: string | null }) =>
  apartment.tower ? `${apartment.tower} · ${apartment.number}` : apartment.number;

/** Residents, employees and common areas: the domain's labels with the tone of a badge. */
export const activeStatusBadges: Readonly<Record<ActiveStatus, StatusDefinition>> = {
  activo: { label: activeStatusLabels.activo, tone: 'success' },
  inactivo: { label: activeStatusLabels.inactivo, tone: 'neutral' },
};

/** "1.500,00" as the spreadsheet-like columns of the lists write decimals (SPEC §9: comma for decimals). */
export const formatDecimal = (value: number) =>
  value.toLocaleString('es-UY', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A resident as the screens name them: kept apart from ResidentsList so a form does not load the table. */
export const residentFullName = (resident: { name: string; lastName: string }) =>
  `${resident.name} ${resident.lastName}`.trim();
