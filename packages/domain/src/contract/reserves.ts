import { z } from 'zod';
import { idParams } from '../entities/fields';
import {
  reserveCreateSchema,
  reserveDisabledRequestSchema,
  reserveSchema,
  reserveStatusChangeSchema,
  reserveSummarySchema,
  reserveTurnsRequestSchema,
  turnAvailabilitySchema,
} from '../entities/reserve';
import { formatIsoDate } from '../formatters/date';
import { formatIsoPeriod } from '../formatters/period';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Reserves of common areas: create, delete, list, history, disabled days, turns, status (SPEC §6). */
const reserveCalls = {
  /** Current reserves of a complejo (`id`): from today on, pendiente or confirmada. */
  findAll: defineCall({
    name: 'reserves.findAll',
    method: 'GET',
    path: '/reserves/findall/{id}',
    public: false,
    module: '/complejo',
    functionality: 'reservas/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ reserves: z.array(reserveSchema) }),
  }),
  /** Past reserves of a complejo (`id`), and the rechazadas and canceladas. */
  historic: defineCall({
    name: 'reserves.historic',
    method: 'GET',
    path: '/reserves/historic/{id}',
    public: false,
    module: '/complejo',
    functionality: 'reservas/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ reserves: z.array(reserveSchema) }),
  }),
  disabled: defineCall({
    name: 'reserves.disabled',
    method: 'POST',
    access: 'read',
    path: '/reserves/disabled',
    public: false,
    module: '/complejo',
    functionality: 'reservas/nuevo',
    request: reserveDisabledRequestSchema,
    response: okAnswer({ disabledDays: z.array(z.string()) }),
  }),
  turnsAvailable: defineCall({
    name: 'reserves.turnsAvailable',
    method: 'POST',
    access: 'read',
    path: '/reserves/turns/available',
    public: false,
    module: '/complejo',
    functionality: 'reservas/nuevo',
    request: reserveTurnsRequestSchema,
    response: okAnswer({ turns: z.array(turnAvailabilitySchema) }),
  }),
  create: defineCall({
    name: 'reserves.create',
    method: 'POST',
    path: '/reserves/create',
    public: false,
    module: '/complejo',
    functionality: 'reservas/nuevo',
    request: reserveCreateSchema,
    response: okAnswer({ reserve: reserveSchema }),
  }),
  /** Moves along reserveTransitions; anything else is refused with the allowed targets. */
  status: defineCall({
    name: 'reserves.status',
    method: 'POST',
    path: '/reserves/status',
    public: false,
    module: '/complejo',
    functionality: 'reservas/modificar',
    request: reserveStatusChangeSchema,
    response: okAnswer({ reserve: reserveSchema }),
  }),
  delete: defineCall({
    name: 'reserves.delete',
    method: 'DELETE',
    path: '/reserves/delete/{id}',
    public: false,
    module: '/complejo',
    functionality: 'reservas/modificar',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
};

export const reservesContract = {
  ...reserveCalls,
  /** Not in the spec's table: the module's figures for Inicio (`id` is the complejo's): pending and today's bookings. */
  summary: defineCall({
    name: 'reserves.summary',
    method: 'GET',
    path: '/reserves/summary/{id}',
    public: false,
    module: '/complejo',
    summarizes: [reserveCalls.findAll],
    params: idParams,
    request: noBody,
    response: okAnswer({ summary: reserveSummarySchema }),
  }),
};

/** «una reserva», «3 reservas». */
const bookings = (count: number) => (count === 1 ? 'una reserva' : `${count} reservas`);

/** What the reserves calls answer, for the server and the mocks. */
export const reserveMessages = {
  confirmed: 'Reserva confirmada.',
  pendingApproval: 'Reserva registrada: queda pendiente de aprobación.',
  status: 'Estado actualizado.',
  deleted: 'Reserva eliminada.',
  notFound: 'La reserva no existe o no tiene acceso a ella.',
  foreignArea: 'El área común no es de ese complejo.',
  inactiveArea: 'El área común está inactiva: no admite reservas.',
  foreignTurn: 'El turno elegido no es de esa área común.',
  foreignApartment: 'El apartamento elegido no es de ese complejo.',
  foreignResident: 'El residente elegido no es de ese complejo.',
  residentNotInUnit: 'El residente elegido no vive en ese apartamento.',
  pastDate: 'No se puede reservar una fecha pasada. Elija hoy o un día siguiente.',
  turnStarted: 'Ese turno ya empezó. Elija un turno siguiente u otra fecha.',
  beyondWindow: (days: number, lastDay: string) =>
    `Esa fecha está fuera del plazo: el área se reserva con hasta ${days} días de anticipación (hasta el ${formatIsoDate(lastDay)}).`,
  monthlyLimit: (limit: number, area: string, period: string) =>
    `La unidad ya tiene ${bookings(limit)} de ${area} en ${formatIsoPeriod(period)}: es el máximo por mes.`,
  inMaintenance: 'Ese día el área está en mantenimiento. Elija otra fecha.',
  turnTaken: 'Ese turno ya está reservado. Elija otro turno u otra fecha.',
  notFuture: 'La reserva ya pasó: solo se pueden cancelar o eliminar reservas futuras.',
  pastConfirm: 'La reserva ya pasó: no puede confirmarse. Recházela si no se usó.',
  monthClosed: (period: string) =>
    `${formatIsoPeriod(period)} ya está cerrado en gastos comunes: no se le puede agregar el cargo de la reserva.`,
  /** The administrators' notification of a new booking (type 1, Reservas). */
  newReserveNotice: (booking: { area: string; date: string; turn: string; unit: string; pending: boolean }) =>
    `${booking.pending ? 'Reserva pendiente de aprobación' : 'Nueva reserva'}: ${booking.area}, ${formatIsoDate(booking.date)} (${booking.turn}), ${booking.unit}.`,
} as const;
