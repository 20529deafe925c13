import { z } from 'zod';
import { turnSchema } from './common-area';
import {
  body,
  calendarRangeMessage,
  dateRangeFields,
  idOf,
  isCalendarRange,
  isOrderedRange,
  isoDateOf,
  optionalText,
  rangeMessage,
} from './fields';
import { statusSchemaOf, type Transitions } from './status';

/**
 * A reserve starts pendiente (or confirmada when its area needs no approval): the staff confirm or reject a pending
 * one, and cancel a confirmed one while its turn is still ahead (reservations/transitions.ts). Rechazada and
 * cancelada free the slot and are final.
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
  pendiente: ['confirmada', 'rechazada'],
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
  /**
   * What its confirmation charged its unit's gastos comunes (period yyyy-mm, centésimos), as the ledger keeps it
   * until the month closes; null for a booking that charged nothing, or whose month carries it in its statements.
   */
  charge: z.object({ period: z.string(), amount: z.number().int() }).nullable(),
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
export const reserveDisabledRequestSchema = body({ commonAreaId: idOf('el área común'), ...dateRangeFields })
  .refine(isOrderedRange, { error: rangeMessage, path: ['to'] })
  .refine(isCalendarRange, { error: calendarRangeMessage, path: ['to'] });

export const turnAvailabilitySchema = turnSchema.extend({ available: z.boolean() });

/** The turns of an area on one day, each saying whether it is still free. */
export const reserveTurnsRequestSchema = body({
  commonAreaId: idOf('el área común'),
  date: isoDateOf('Seleccione la fecha.'),
});

/** Inicio's figures of the module (`id` is the complejo's): what awaits approval, and what is booked for today. */
export const reserveSummarySchema = z.object({
  /** Pending bookings from today on. */
  awaitingApproval: z.number().int().nullable(),
  /** Today's live bookings (pending or confirmed). */
  today: z.number().int().nullable(),
});

export type Reserve = z.infer<typeof reserveSchema>;
export type ReserveSummary = z.infer<typeof reserveSummarySchema>;
export type ReserveCreate = z.input<typeof reserveCreateSchema>;
export type ReserveStatusChange = z.input<typeof reserveStatusChangeSchema>;
export type ReserveDisabledRequest = z.input<typeof reserveDisabledRequestSchema>;
export type ReserveTurnsRequest = z.input<typeof reserveTurnsRequestSchema>;
export type TurnAvailability = z.infer<typeof turnAvailabilitySchema>;
