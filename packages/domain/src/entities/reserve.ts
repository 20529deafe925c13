import { z } from 'zod';
import { turnSchema } from './common-area';
import { body, dateRangeFields, idOf, isOrderedRange, isoDateOf, optionalText, rangeMessage } from './fields';
import { statusSchemaOf, type Transitions } from './status';

/**
 * A reserve starts pendiente (or confirmada when its area needs no approval). Rechazada and cancelada free the
 * slot and are final.
 */
export const reserveStatuses = ['pendiente', 'confirmada', 'rechazada', 'cancelada'] as const;
export type ReserveStatus = (typeof reserveStatuses)[number];
export const reserveStatusLabels = {
  pendiente: 'Pendiente',
  confirmada: 'Confirmada',
  rechazada: 'Rechazada',
  cancelada: 'Cancelada',
} as const satisfies Record<ReserveStatus, string>;
export const reserveTransitions: Transitions<ReserveStatus> = {
  pendiente: ['confirmada', 'rechazada', 'cancelada'],
  confirmada: ['cancelada'],
  rechazada: [],
  cancelada: [],
};
export const reserveStatusSchema = statusSchemaOf(reserveStatuses, reserveStatusLabels);

export const reserveSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  commonAreaId: z.number().int(),
  commonArea: z.string(),
  turnId: z.number().int().nullable(),
  turn: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  apartmentId: z.number().int(),
  apartment: z.string(),
  residentId: z.number().int().nullable(),
  resident: z.string().nullable(),
  date: z.string(),
  /** Centésimos, the area's price when it was booked. */
  price: z.number().int(),
  notes: z.string(),
  status: reserveStatusSchema,
  createdAt: z.string(),
});

export const reserveCreateSchema = body({
  buildingId: idOf('el complejo'),
  commonAreaId: idOf('el área común'),
  turnId: idOf('el turno'),
  apartmentId: idOf('el apartamento'),
  residentId: idOf('el residente').nullable().default(null),
  date: isoDateOf('Seleccione la fecha de la reserva.'),
  notes: optionalText(500, { multiline: true }),
});

export const reserveStatusChangeSchema = body({ id: idOf('la reserva'), status: reserveStatusSchema });

/** Days of a range on which an area cannot be booked at all (maintenance, or every turn taken). */
export const reserveDisabledRequestSchema = body({ commonAreaId: idOf('el área común'), ...dateRangeFields }).refine(
  isOrderedRange,
  { error: rangeMessage, path: ['to'] },
);

export const turnAvailabilitySchema = turnSchema.extend({ available: z.boolean() });

/** The turns of an area on one day, each saying whether it is still free. */
export const reserveTurnsRequestSchema = body({
  commonAreaId: idOf('el área común'),
  date: isoDateOf('Seleccione la fecha.'),
});

export type Reserve = z.infer<typeof reserveSchema>;
export type ReserveCreate = z.input<typeof reserveCreateSchema>;
export type ReserveStatusChange = z.input<typeof reserveStatusChangeSchema>;
export type ReserveDisabledRequest = z.input<typeof reserveDisabledRequestSchema>;
export type ReserveTurnsRequest = z.input<typeof reserveTurnsRequestSchema>;
export type TurnAvailability = z.infer<typeof turnAvailabilitySchema>;
