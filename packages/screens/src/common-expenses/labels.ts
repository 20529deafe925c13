import {
  type CalendarDate,
  type CommonExpense,
  type CommonExpenseDetail,
  type CommonExpenseStatus,
  commonExpenseStatusLabels,
  formatDate,
  formatIsoPeriod,
  parseIsoDate,
  unitLabel,
} from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/** How each state of a period reads in a badge: the open month is the one that still moves. */
export const commonExpenseStatuses: Record<CommonExpenseStatus, StatusDefinition> = {
  borrador: { label: commonExpenseStatusLabels.borrador, tone: 'info' },
  cerrado: { label: commonExpenseStatusLabels.cerrado, tone: 'neutral' },
  generado: { label: commonExpenseStatusLabels.generado, tone: 'warning' },
  enviado: { label: commonExpenseStatusLabels.enviado, tone: 'success' },
};

/** «Marzo 2026» of a period on the wire («2026-03»). */
export { formatIsoPeriod };

/** Only an open period («borrador») takes payments, movements and changes to what it bills. */
export const isOpen = (period: Pick<CommonExpense, 'status'>) => period.status === 'borrador';

/** «Marzo 2026 · Abierto». */
export const periodHeading = (period: Pick<CommonExpense, 'period' | 'status'>) =>
  `${formatIsoPeriod(period.period)} · ${commonExpenseStatusLabels[period.status]}`;

/** An ISO day of the wire as the calendar's, or null. */
export const calendarDateOf = (iso: string | null): CalendarDate | null => {
  if (!iso) return null;
  const parsed = parseIsoDate(iso);
  return parsed.ok ? parsed.value : null;
};

/** «10/04/2026», or '' for none. */
export const formatIsoDay = (iso: string | null) => {
  const day = calendarDateOf(iso);
  return day ? formatDate(day) : '';
};

/** 1000 basis points → «10,00 %». */
export const formatPercent = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('es-UY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

/** 1000 basis points → «10,00», as a percent field starts from a saved rate. */
export const percentText = (basisPoints: number) =>
  (basisPoints / 100).toLocaleString('es-UY', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });

/**
 * A percent typed with a comma or a point and up to two decimals («10», «10,5», «12.25») as basis points; '' is
 * undefined (left to the default) and anything else NaN, which the schema's own message then explains.
 */
export const parsePercent = (text: string): number | undefined => {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return undefined;
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  const [whole = '0', decimals = ''] = trimmed.split(/[.,]/);
  // More than two decimals is not a whole basis point: the schema says «admite hasta dos decimales».
  if (decimals.length > 2) return Number(whole) * 100 + Number(`0.${decimals}`) * 100;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
};

/** What a closed month says wherever it is shown: its figures are final. */
export const closedNotice = 'Mes cerrado: sus importes quedaron fijos. Las correcciones van en el mes siguiente.';

/** «Torre A · 302 (inquilino)»: a unit billed to its tenant has two statements. */
export const statementLabel = (statement: Pick<CommonExpenseDetail, 'tower' | 'apartment' | 'payer'>) => {
  const unit = unitLabel({ tower: statement.tower, number: statement.apartment });
  return statement.payer === 'inquilino' ? `${unit} (inquilino)` : unit;
};
