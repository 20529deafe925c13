import {
  addDays,
  formatIsoDate,
  formatMontevideoDateTime,
  type Report,
  type ReportStatus,
  reportCategoryLabels,
  reportStatusLabels,
  type Shipment,
  type ShipmentStatus,
  shipmentStatusLabels,
  type Visit,
  type VisitStatus,
  visitStatusLabels,
} from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/*
 * What the portería's lists and fichas both say about a parcel, a visit or a report. Here, not beside a list: a form
 * that imported it from the list would load the list's table with it.
 */

/** «20/11/2026 13:20»: a moment of the desk as a Montevideo clock reads it. */
export const formatMoment = (iso: string) => formatMontevideoDateTime(new Date(iso));

/**
 * «Hoy 13:20», «Ayer 09:40», «18/11 13:20», and the year only when it is not this one: what a busy desk reads at a
 * glance, short enough for a list on a tablet held upright. `today` is Montevideo's day (yyyy-mm-dd).
 */
export const formatRecentMoment = (iso: string, today: string) => {
  const moment = formatMoment(iso);
  const [date = '', time = ''] = moment.split(' ');
  if (date === formatIsoDate(today)) return `Hoy ${time}`;
  if (date === formatIsoDate(addDays(today, -1))) return `Ayer ${time}`;
  return date.endsWith(`/${today.slice(0, 4)}`) ? `${date.slice(0, 5)} ${time}` : moment;
};

/** Waiting at the desk, handed over, or sent back. */
export const shipmentStatusBadges: Readonly<Record<ShipmentStatus, StatusDefinition>> = {
  recibida: { label: shipmentStatusLabels.recibida, tone: 'warning' },
  entregada: { label: shipmentStatusLabels.entregada, tone: 'success' },
  devuelta: { label: shipmentStatusLabels.devuelta, tone: 'neutral' },
};

export const visitStatusBadges: Readonly<Record<VisitStatus, StatusDefinition>> = {
  esperada: { label: visitStatusLabels.esperada, tone: 'info' },
  ingresada: { label: visitStatusLabels.ingresada, tone: 'warning' },
  finalizada: { label: visitStatusLabels.finalizada, tone: 'success' },
  cancelada: { label: visitStatusLabels.cancelada, tone: 'neutral' },
};

export const reportStatusBadges: Readonly<Record<ReportStatus, StatusDefinition>> = {
  abierto: { label: reportStatusLabels.abierto, tone: 'danger' },
  en_proceso: { label: reportStatusLabels.en_proceso, tone: 'warning' },
  resuelto: { label: reportStatusLabels.resuelto, tone: 'success' },
  descartado: { label: reportStatusLabels.descartado, tone: 'neutral' },
};

/** How a parcel is named in its row's menu and its dialogs: a unit may get several, not at the same minute. */
export const shipmentRowLabel = (shipment: Pick<Shipment, 'recipientName' | 'apartment' | 'receivedAt'>) =>
  `Encomienda para ${shipment.recipientName}, de ${shipment.apartment}, recibida el ${formatMoment(shipment.receivedAt)}`;

/** How a visit is named in its row's menu and its dialogs. */
export const visitRowLabel = (visit: Pick<Visit, 'name' | 'apartment' | 'date'>) =>
  `Visita de ${visit.name} a ${visit.apartment} el ${formatIsoDate(visit.date)}`;

/** «Torre A · 101», or «Todo el complejo» for a report of no unit. */
export const reportUnitLabel = (report: Pick<Report, 'apartment'>) => report.apartment ?? 'Todo el complejo';

/** How a report is named in its row's menu and its dialogs: titles repeat, with their unit and day they do not. */
export const reportRowLabel = (report: Report) =>
  `Reporte «${report.title}», ${reportUnitLabel(report)}, ${formatIsoDate(report.date)}`;

export const reportCategoryLabel = (report: Pick<Report, 'category'>) => reportCategoryLabels[report.category];

/**
 * A unit the desk can pick: the complejo's units (`general.apartments` or `visits.apartments`), named as every list
 * names them, with who lives there when the call says it.
 */
export type FrontDeskUnit = { id: number; name: string; residents?: readonly string[] };

/** The units as a Combobox offers them, each with who lives there (found by a resident's name too). */
export const unitOptions = (units: readonly FrontDeskUnit[]) =>
  units.map((unit) => ({
    value: String(unit.id),
    label: unit.name,
    ...(unit.residents && unit.residents.length > 0 ? { description: unit.residents.join(', ') } : {}),
  }));
