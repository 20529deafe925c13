import { z } from 'zod';
import { idParams } from '../entities/fields';
import {
  reserveCreateSchema,
  reserveDisabledRequestSchema,
  reserveSchema,
  reserveStatusChangeSchema,
  reserveTurnsRequestSchema,
  turnAvailabilitySchema,
} from '../entities/reserve';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Reserves of common areas: create, delete, list, history, disabled days, turns, status (SPEC §6). */
export const reservesContract = {
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
  pastDate: 'No se puede reservar una fecha pasada. Elija hoy o un día siguiente.',
  inMaintenance: 'Ese día el área está en mantenimiento. Elija otra fecha.',
  turnTaken: 'Ese turno ya está reservado. Elija otro turno u otra fecha.',
} as const;
