import { z } from 'zod';
import { DEFAULT_BOOKING_WINDOW_DAYS } from '../reservations/window';
import { body, clockTimeSchema, countOf, idOf, nonNegativeCents, optionalText, requiredText } from './fields';
import { activeStatusSchema } from './status';

/** A bookable slot of a common area: "Mediodía 12:00–16:00". */
export const turnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

/**
 * Zero-padded hh:mm times order as text. An end before the start would be an overnight slot, which no area
 * offers; malformed times are left to their own field's message.
 */
export const isOrderedTimes = (start: string, end: string) =>
  !/^\d{2}:\d{2}$/.test(start) || !/^\d{2}:\d{2}$/.test(end) || start < end;

export const turnInputSchema = z
  .object(
    {
      /** Present when an existing turn is kept by an update. */
      id: idOf('el turno').optional(),
      name: requiredText('Ingrese el nombre del turno.', 60),
      startTime: clockTimeSchema,
      endTime: clockTimeSchema,
    },
    { error: 'Los datos del turno no son válidos.' },
  )
  .refine((turn) => isOrderedTimes(turn.startTime, turn.endTime), {
    error: 'Cada turno debe terminar después de empezar.',
    path: ['endTime'],
  });

/** Salón de fiestas, parrillero, piscina… and the turns it can be booked in. */
export const commonAreaSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  name: z.string(),
  description: z.string(),
  capacity: z.number().int(),
  /** Centésimos per reserve. */
  price: z.number().int(),
  requiresApproval: z.boolean(),
  /** How many days ahead of today a turn may be booked: 60 lets a resident book up to two months ahead. */
  bookingWindowDays: z.number().int(),
  /** Live bookings of this area one unit may hold in a month; null is no limit. */
  monthlyLimit: z.number().int().nullable(),
  status: activeStatusSchema,
  turns: z.array(turnSchema),
});

const commonAreaFields = {
  name: requiredText('Ingrese el nombre del área común.', 80),
  description: optionalText(500, { multiline: true }),
  capacity: countOf('la capacidad', 10_000).default(0),
  price: nonNegativeCents('el precio de la reserva').default(0),
  requiresApproval: z.boolean({ error: 'Indique si las reservas necesitan aprobación.' }).default(true),
  bookingWindowDays: z
    .number({ error: 'Ingrese con cuántos días de anticipación se puede reservar.' })
    .int('El plazo para reservar es un número entero de días.')
    .min(1, 'El plazo para reservar debe ser de al menos 1 día.')
    .max(365, 'El plazo para reservar admite hasta 365 días.')
    .default(DEFAULT_BOOKING_WINDOW_DAYS),
  /** Null: a unit may book the area as often as it finds free turns. */
  monthlyLimit: z
    .number({ error: 'Ingrese cuántas reservas por mes puede hacer cada unidad.' })
    .int('El límite por mes es un número entero de reservas.')
    .min(1, 'El límite por mes debe ser de al menos 1 reserva; déjelo vacío si no hay límite.')
    .max(31, 'El límite por mes admite hasta 31 reservas.')
    .nullable()
    .default(null),
  turns: z
    .array(turnInputSchema, { error: 'Agregue los turnos del área común.' })
    .min(1, 'Agregue al menos un turno.')
    .max(24, 'Un área común admite hasta 24 turnos.'),
};

export const commonAreaCreateSchema = body({ buildingId: idOf('el complejo'), ...commonAreaFields });
/** The turns sent replace the area's turns; the ones with an id keep it (and their reserves). */
export const commonAreaUpdateSchema = body({
  id: idOf('el área común'),
  ...commonAreaFields,
  status: activeStatusSchema.optional(),
});

export type Turn = z.infer<typeof turnSchema>;
export type TurnInput = z.input<typeof turnInputSchema>;
export type CommonArea = z.infer<typeof commonAreaSchema>;
export type CommonAreaCreate = z.input<typeof commonAreaCreateSchema>;
export type CommonAreaUpdate = z.input<typeof commonAreaUpdateSchema>;
