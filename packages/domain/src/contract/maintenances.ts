import { z } from 'zod';
import { idParams } from '../entities/fields';
import {
  availableDaySchema,
  maintenanceCreateSchema,
  maintenanceDaysRequestSchema,
  maintenanceSchema,
  maintenanceStatusChangeSchema,
} from '../entities/maintenance';
import { formatIsoDate } from '../formatters/date';
import { defineCall, noBody, okAnswer } from './define';

/**
 * Maintenances: create, status, disabled days, available turns, list. There is no update call: the client's
 * maintenances.update is a local stub that answers `{ ok: true, message: 'OK' }` (SPEC §7).
 */
export const maintenancesContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'maintenances.findAll',
    method: 'GET',
    path: '/maintenances/{id}',
    public: false,
    module: '/porteria',
    functionality: 'mantenimientos/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ maintenances: z.array(maintenanceSchema) }),
  }),
  /** Days of the range already taken by other maintenances of the area. */
  disabled: defineCall({
    name: 'maintenances.disabled',
    method: 'POST',
    access: 'read',
    path: '/maintenances/disabled',
    public: false,
    module: '/porteria',
    functionality: 'mantenimientos/nuevo',
    request: maintenanceDaysRequestSchema,
    response: okAnswer({ disabledDays: z.array(z.string()) }),
  }),
  /** Days of the range with turns free of reserves, and those turns. */
  available: defineCall({
    name: 'maintenances.available',
    method: 'POST',
    access: 'read',
    path: '/maintenances/available',
    public: false,
    module: '/porteria',
    functionality: 'mantenimientos/nuevo',
    request: maintenanceDaysRequestSchema,
    response: okAnswer({ availableDays: z.array(availableDaySchema) }),
  }),
  create: defineCall({
    name: 'maintenances.create',
    method: 'POST',
    path: '/maintenances/create',
    public: false,
    module: '/porteria',
    functionality: 'mantenimientos/nuevo',
    request: maintenanceCreateSchema,
    response: okAnswer({ maintenance: maintenanceSchema }),
  }),
  status: defineCall({
    name: 'maintenances.status',
    method: 'POST',
    path: '/maintenances/status',
    public: false,
    module: '/porteria',
    functionality: 'mantenimientos/modificar',
    request: maintenanceStatusChangeSchema,
    response: okAnswer({ maintenance: maintenanceSchema }),
  }),
};

/** What the maintenances calls answer, for the server and the mocks. */
export const maintenanceMessages = {
  created: 'Mantenimiento agendado.',
  status: 'Estado actualizado.',
  notFound: 'El mantenimiento no existe o no tiene acceso a él.',
  foreignArea: 'El área común no es de ese complejo.',
  areaBusy: 'El área ya tiene un mantenimiento en ese horario. Elija otra fecha u otro horario.',
  unknownFrequency: 'La frecuencia elegida no existe.',
  /** The live bookings under the maintenance's hours, each as «12/12/2026 Noche (Torre A · 302)». */
  bookedHours: (bookings: { date: string; turn: string | null; apartment: string }[]) =>
    `Ese horario tiene ${bookings.length === 1 ? 'una reserva' : `${bookings.length} reservas`}: ${bookings
      .map((booking) => `${formatIsoDate(booking.date)} ${booking.turn ?? ''} (${booking.apartment})`)
      .join('; ')}. Para agendar el mantenimiento, cancélelas junto con él: se avisa a cada residente por correo.`,
  createdCancelling: (count: number) =>
    `Mantenimiento agendado. Se ${count === 1 ? 'canceló una reserva' : `cancelaron ${count} reservas`} y se avisó a los residentes por correo.`,
} as const;
