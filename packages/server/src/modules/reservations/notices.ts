import {
  formatCurrency,
  formatIsoDate,
  formatIsoPeriod,
  NOTIFICATION_TYPE_ID,
  notificationTypeName,
  periodOf,
  type ReserveStatus,
  reserveMessages,
} from '@horizontal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queueMail } from '../../core/mail';
import { notifyWithChange } from '../../core/notify';
import type { Queryable } from '../../db/client';
import { composeMail } from '../../lib/mail/templates';
import type { ReserveListing } from './reserves.repository';

const outcome: Record<ReserveStatus, string> = {
  pendiente: 'quedó registrada y pendiente de aprobación: le avisaremos cuando la administración la confirme',
  confirmada: 'quedó confirmada',
  rechazada: 'no fue aprobada',
  cancelada: 'fue cancelada',
};

const outcomeWord: Record<ReserveStatus, string> = {
  pendiente: 'pendiente de aprobación',
  confirmada: 'confirmada',
  rechazada: 'no aprobada',
  cancelada: 'cancelada',
};

/**
 * What the resident who asked for a booking reads when its status is set: registered, confirmed, rejected or
 * cancelled (and why, when a maintenance of the area took its hours). Nothing when the resident has no e-mail.
 */
export const reserveMail = (reserve: ReserveListing, status: ReserveStatus, because?: { maintenance: string }) => {
  if (!reserve.residentEmail || !reserve.resident) return null;
  const booking =
    `La reserva de ${reserve.commonArea} para el ${formatIsoDate(reserve.date)}, turno ${reserve.turn} ` +
    `(${reserve.startTime} a ${reserve.endTime}), de la unidad ${reserve.apartment}, ${outcome[status]}.`;
  const paragraphs = [`Hola, ${reserve.resident}:`, booking];
  if (because) {
    paragraphs.push(
      `El área tendrá mantenimiento en ese horario («${because.maintenance}»). Puede reservar otra fecha u otro turno.`,
    );
  }
  if (status === 'confirmada' && reserve.priceCents > 0) {
    paragraphs.push(
      `Su costo, ${formatCurrency(reserve.priceCents)}, se suma a los gastos comunes de ` +
        `${formatIsoPeriod(periodOf(reserve.date))} de la unidad.`,
    );
  }
  paragraphs.push('Ante cualquier consulta, comuníquese con la administración de su complejo.');
  return composeMail(reserve.residentEmail, `Su reserva de ${reserve.commonArea}: ${outcomeWord[status]}`, paragraphs);
};

/** Queues the resident's e-mail in the transaction of the change it tells about (core/mail.ts). */
export const tellResident = async (
  app: FastifyInstance,
  tx: Queryable,
  reserve: ReserveListing,
  status: ReserveStatus,
  because?: { maintenance: string },
) => {
  const mail = reserveMail(reserve, status, because);
  if (mail) await queueMail(app, tx, mail);
};

/** The administrators' notification of a new booking: type 1, Reservas (SPEC §4), stored with the booking. */
export const tellAdministrators = (
  app: FastifyInstance,
  tx: Queryable,
  request: FastifyRequest,
  userIds: number[],
  reserve: ReserveListing,
) =>
  notifyWithChange(app, tx, request, userIds, {
    typeId: NOTIFICATION_TYPE_ID.building,
    title: notificationTypeName(NOTIFICATION_TYPE_ID.building),
    text: reserveMessages.newReserveNotice({
      area: reserve.commonArea,
      date: reserve.date,
      turn: reserve.turn,
      unit: reserve.apartment,
      pending: reserve.status === 'pendiente',
    }),
  });
