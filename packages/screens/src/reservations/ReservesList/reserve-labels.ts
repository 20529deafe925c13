import {
  formatIsoDate,
  montevideoToday,
  type Reserve,
  type ReserveStatus,
  reserveStatusLabels,
  weekdayOf,
} from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/** The domain's labels with the tone of a badge: what awaits someone stands out, what is over recedes. */
export const reserveStatusBadges: Readonly<Record<ReserveStatus, StatusDefinition>> = {
  pendiente: { label: reserveStatusLabels.pendiente, tone: 'warning' },
  confirmada: { label: reserveStatusLabels.confirmada, tone: 'success' },
  rechazada: { label: reserveStatusLabels.rechazada, tone: 'danger' },
  cancelada: { label: reserveStatusLabels.cancelada, tone: 'neutral' },
};

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** «viernes 12/12/2026»: a booking's day as a person checks it against a calendar. */
export const bookingDay = (isoDate: string) => `${WEEKDAYS[weekdayOf(isoDate)]} ${formatIsoDate(isoDate)}`;

/** «09:00 a 13:00»; a turn read from PostgreSQL may carry seconds. */
export const hoursOf = (turn: { startTime: string | null; endTime: string | null }) =>
  turn.startTime && turn.endTime ? `${turn.startTime.slice(0, 5)} a ${turn.endTime.slice(0, 5)}` : '';

/**
 * «Noche 20:00 a 23:59». A booking keeps its turn's name and hours; a turn removed from its area since leaves
 * none, and the list says so rather than leaving a blank.
 */
export const reserveTurnLabel = (reserve: Pick<Reserve, 'turn' | 'startTime' | 'endTime'>) =>
  reserve.turn === null ? 'Turno eliminado' : [reserve.turn, hoursOf(reserve)].filter(Boolean).join(' ');

/**
 * «Salón de fiestas, 12/12/2026, Noche, Torre A · 101»: names a booking in its row's menu and in the
 * confirmations; the area, day, turn and unit tell it apart from every other live one.
 */
export const reserveLabel = (reserve: Pick<Reserve, 'commonArea' | 'date' | 'turn' | 'apartment'>) =>
  [reserve.commonArea, formatIsoDate(reserve.date), reserve.turn ?? 'turno eliminado', reserve.apartment].join(', ');

/** Whether the booking falls on Montevideo's today at `now`. */
export const isToday = (reserve: Pick<Reserve, 'date'>, now: Date) => reserve.date === montevideoToday(now);
