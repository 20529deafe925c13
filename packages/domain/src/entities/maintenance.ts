import { z } from 'zod';
import { isOrderedTimes, turnSchema } from './common-area';
import {
  body,
  calendarRangeMessage,
  clockTimeSchema,
  dateRangeFields,
  idOf,
  isCalendarRange,
  isOrderedRange,
  isoDateOf,
  nonNegativeCents,
  optionalText,
  rangeMessage,
  requiredText,
} from './fields';
import { statusSchemaOf, type Transitions } from './status';

export const maintenanceStatuses = ['pendiente', 'en_curso', 'finalizado', 'cancelado'] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];
export const maintenanceStatusLabels = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  finalizado: 'Finalizado',
  cancelado: 'Cancelado',
} as const satisfies Record<MaintenanceStatus, string>;
export const maintenanceTransitions: Transitions<MaintenanceStatus> = {
  pendiente: ['en_curso', 'cancelado'],
  en_curso: ['finalizado', 'cancelado'],
  finalizado: [],
  cancelado: [],
};
export const maintenanceStatusSchema = statusSchemaOf(maintenanceStatuses, maintenanceStatusLabels);

/**
 * Scheduled work; while it is pendiente or en curso, its common area cannot be booked on its date: the turns its
 * hours overlap, or the whole day when it has none. Without an area it is of the whole complejo and blocks nothing.
 */
export const maintenanceSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  commonAreaId: z.number().int().nullable(),
  commonArea: z.string().nullable(),
  frequencyId: z.number().int().nullable(),
  frequency: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  provider: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** Centésimos. */
  cost: z.number().int(),
  status: maintenanceStatusSchema,
});

const maintenanceFields = {
  commonAreaId: idOf('el área común').nullable().default(null),
  frequencyId: idOf('la frecuencia').nullable().default(null),
  title: requiredText('Ingrese el título del mantenimiento.', 120),
  description: optionalText(1000, { multiline: true }),
  provider: optionalText(120),
  date: isoDateOf('Seleccione la fecha del mantenimiento.'),
  startTime: clockTimeSchema.nullable().default(null),
  endTime: clockTimeSchema.nullable().default(null),
  cost: nonNegativeCents('el costo').default(0),
};

const orderedTimes = (value: { startTime: string | null; endTime: string | null }) =>
  value.startTime === null || value.endTime === null || isOrderedTimes(value.startTime, value.endTime);
const timesMessage = { error: 'La hora de fin debe ser posterior a la de inicio.', path: ['endTime'] };

/**
 * `cancelReserves`: the live bookings of the area under the maintenance's hours are cancelled with it (each resident
 * told by e-mail); without it, a maintenance over a booking is refused and names them.
 */
export const maintenanceCreateSchema = body({
  buildingId: idOf('el complejo'),
  ...maintenanceFields,
  cancelReserves: z.boolean({ error: 'Indique si se cancelan las reservas de ese horario.' }).default(false),
}).refine(orderedTimes, timesMessage);
/** Only the client's local stub takes it (SPEC §7): the backend has no maintenance update. */
export const maintenanceUpdateSchema = body({ id: idOf('el mantenimiento'), ...maintenanceFields }).refine(
  orderedTimes,
  timesMessage,
);
export const maintenanceStatusChangeSchema = body({ id: idOf('el mantenimiento'), status: maintenanceStatusSchema });

export const maintenanceDaysRequestSchema = body({ commonAreaId: idOf('el área común'), ...dateRangeFields })
  .refine(isOrderedRange, { error: rangeMessage, path: ['to'] })
  .refine(isCalendarRange, { error: calendarRangeMessage, path: ['to'] });

/** A day of the range with the turns still free for maintenance work. */
export const availableDaySchema = z.object({ date: z.string(), turns: z.array(turnSchema) });

export type Maintenance = z.infer<typeof maintenanceSchema>;
export type MaintenanceCreate = z.input<typeof maintenanceCreateSchema>;
export type MaintenanceUpdate = z.input<typeof maintenanceUpdateSchema>;
export type MaintenanceStatusChange = z.input<typeof maintenanceStatusChangeSchema>;
export type MaintenanceDaysRequest = z.input<typeof maintenanceDaysRequestSchema>;
export type AvailableDay = z.infer<typeof availableDaySchema>;
