import { z } from 'zod';
import { daysBetween } from '../dates/dates';
import { body, idOf, isoDateOf, optionalText } from './fields';
import { statusSchemaOf, type Transitions } from './status';

export const licenseStatuses = ['pendiente', 'aprobada', 'rechazada', 'cancelada'] as const;
export type LicenseStatus = (typeof licenseStatuses)[number];
export const licenseStatusLabels = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  cancelada: 'Cancelada',
} as const satisfies Record<LicenseStatus, string>;
export const licenseTransitions: Transitions<LicenseStatus> = {
  pendiente: ['aprobada', 'rechazada', 'cancelada'],
  aprobada: ['cancelada'],
  rechazada: [],
  cancelada: [],
};
export const licenseStatusSchema = statusSchemaOf(licenseStatuses, licenseStatusLabels);

/** A leave of a person of the personnel; `days` counts calendar days, both ends included. */
export const licenseSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  personnelId: z.number().int(),
  personnel: z.string(),
  licenseTypeId: z.number().int(),
  licenseType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  notes: z.string(),
  status: licenseStatusSchema,
});

export const licenseCreateSchema = body({
  buildingId: idOf('el complejo'),
  personnelId: idOf('la persona'),
  licenseTypeId: idOf('el tipo de licencia'),
  startDate: isoDateOf('Seleccione la fecha de inicio.'),
  endDate: isoDateOf('Seleccione la fecha de fin.'),
  notes: optionalText(1000, { multiline: true }),
}).refine((license) => license.startDate <= license.endDate, {
  error: 'La licencia no puede terminar antes de empezar.',
  path: ['endDate'],
});
export const licenseStatusChangeSchema = body({ id: idOf('la licencia'), status: licenseStatusSchema });

/**
 * A person's annual leave (Ley 12.590) for the work of `year`, taken in the year after: what it earned from the hire
 * date (`hiredOn`, the start of the person's first contract; null without one, which earns nothing yet), what the
 * approved annual leaves charged to it counted (Sundays and feriados left out) and what is left.
 */
export const leaveBalanceSchema = z.object({
  personnelId: z.number().int(),
  personnel: z.string(),
  hiredOn: z.string().nullable(),
  year: z.number().int(),
  earned: z.number().int(),
  taken: z.number().int(),
  remaining: z.number().int(),
});

/** Calendar days from start to end, both included: 2026-03-02 → 2026-03-06 is 5. */
export const licenseDays = (startDate: string, endDate: string): number => daysBetween(startDate, endDate) + 1;

export type License = z.infer<typeof licenseSchema>;
export type LicenseCreate = z.input<typeof licenseCreateSchema>;
export type LeaveBalanceRow = z.infer<typeof leaveBalanceSchema>;
export type LicenseStatusChange = z.input<typeof licenseStatusChangeSchema>;
