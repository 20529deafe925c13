import { z } from 'zod';
import { ciSchema } from '../validators/schemas';
import { blankOr, body, clockTimeSchema, idOf, isoDateOf, optionalText, optionSchema, requiredText } from './fields';
import { statusSchemaOf, type Transitions } from './status';

/*
 * Portería: visits, reports (novedades) and shipments (encomiendas). Each has a status and a remove call (PUT)
 * that hides the row from the lists without losing the record.
 */

export const visitStatuses = ['esperada', 'ingresada', 'finalizada', 'cancelada'] as const;
export type VisitStatus = (typeof visitStatuses)[number];
export const visitStatusLabels = {
  esperada: 'Esperada',
  ingresada: 'Ingresó',
  finalizada: 'Se retiró',
  cancelada: 'Cancelada',
} as const satisfies Record<VisitStatus, string>;
export const visitTransitions: Transitions<VisitStatus> = {
  esperada: ['ingresada', 'cancelada'],
  ingresada: ['finalizada'],
  finalizada: [],
  cancelada: [],
};
export const visitStatusSchema = statusSchemaOf(visitStatuses, visitStatusLabels);

export const visitSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  apartmentId: z.number().int(),
  apartment: z.string(),
  name: z.string(),
  /** CI digits, or '' when the visitor gave none. */
  identity: z.string(),
  plate: z.string(),
  date: z.string(),
  /** hh:mm the resident said the visit would come, when it was authorised ahead; null for one that just arrived. */
  expectedTime: z.string().nullable(),
  entryTime: z.string().nullable(),
  exitTime: z.string().nullable(),
  status: visitStatusSchema,
});

/** The units a visit can go to, with who lives there so the porter can check. */
export const visitApartmentSchema = optionSchema.extend({
  number: z.string(),
  tower: z.string().nullable(),
  residents: z.array(z.string()),
});

export const visitCreateSchema = body({
  buildingId: idOf('el complejo'),
  apartmentId: idOf('el apartamento'),
  name: requiredText('Ingrese el nombre de la visita.', 120),
  identity: blankOr(ciSchema, 'La cédula no es válida.'),
  plate: z
    .string({ error: 'La matrícula no es válida.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9 -]{0,10}$/, 'La matrícula admite letras, números y hasta 10 caracteres.')
    .default(''),
  date: isoDateOf('Seleccione la fecha de la visita.'),
  expectedTime: clockTimeSchema.nullable().default(null),
  /** Given for a visit that is at the desk now: it is registered inside. */
  entryTime: clockTimeSchema.nullable().default(null),
});
export const visitStatusChangeSchema = body({ id: idOf('la visita'), status: visitStatusSchema });

export const reportStatuses = ['abierto', 'en_proceso', 'resuelto', 'descartado'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
export const reportStatusLabels = {
  abierto: 'Abierto',
  en_proceso: 'En proceso',
  resuelto: 'Resuelto',
  descartado: 'Descartado',
} as const satisfies Record<ReportStatus, string>;
export const reportTransitions: Transitions<ReportStatus> = {
  abierto: ['en_proceso', 'resuelto', 'descartado'],
  en_proceso: ['resuelto', 'descartado'],
  resuelto: [],
  descartado: [],
};
export const reportStatusSchema = statusSchemaOf(reportStatuses, reportStatusLabels);

export const reportCategories = ['seguridad', 'mantenimiento', 'limpieza', 'convivencia', 'otros'] as const;
export type ReportCategory = (typeof reportCategories)[number];
export const reportCategoryLabels = {
  seguridad: 'Seguridad',
  mantenimiento: 'Mantenimiento',
  limpieza: 'Limpieza',
  convivencia: 'Convivencia',
  otros: 'Otros',
} as const satisfies Record<ReportCategory, string>;
export const reportCategorySchema = z.enum(reportCategories, { error: 'Seleccione la categoría del reporte.' });

/** Photos a report may carry, each an image uploaded through a signed URL. */
export const REPORT_PHOTOS_MAX = 6;

/** A novedad written at the front desk, about a unit or the complejo. */
export const reportSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  apartmentId: z.number().int().nullable(),
  apartment: z.string().nullable(),
  category: reportCategorySchema,
  title: z.string(),
  description: z.string(),
  /** Storage keys of its photos, in the order they were added. */
  photos: z.array(z.string()),
  /** Beyond the spec: a link to see each photo (its thumbnail), in the same order, signed for a while (15 min). */
  photoUrls: z.array(z.string()),
  date: z.string(),
  createdBy: z.string().nullable(),
  status: reportStatusSchema,
});

export const reportCreateSchema = body({
  buildingId: idOf('el complejo'),
  apartmentId: idOf('el apartamento').nullable().default(null),
  category: reportCategorySchema,
  title: requiredText('Ingrese el título del reporte.', 120),
  description: optionalText(2000, { multiline: true }),
  photos: z
    .array(requiredText('Falta la foto subida.', 400), { error: 'Las fotos no son válidas.' })
    .max(REPORT_PHOTOS_MAX, `Un reporte lleva hasta ${REPORT_PHOTOS_MAX} fotos.`)
    .default([]),
  date: isoDateOf('Seleccione la fecha del reporte.'),
});
export const reportStatusChangeSchema = body({ id: idOf('el reporte'), status: reportStatusSchema });

export const shipmentStatuses = ['recibida', 'entregada', 'devuelta'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];
export const shipmentStatusLabels = {
  recibida: 'Recibida',
  entregada: 'Entregada',
  devuelta: 'Devuelta',
} as const satisfies Record<ShipmentStatus, string>;
export const shipmentTransitions: Transitions<ShipmentStatus> = {
  recibida: ['entregada', 'devuelta'],
  entregada: [],
  devuelta: [],
};
export const shipmentStatusSchema = statusSchemaOf(shipmentStatuses, shipmentStatusLabels);

/** An encomienda received at the front desk for a unit. */
export const shipmentSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  apartmentId: z.number().int(),
  apartment: z.string(),
  shipmentTypeId: z.number().int().nullable(),
  shipmentType: z.string().nullable(),
  recipientName: z.string(),
  carrier: z.string(),
  description: z.string(),
  receivedAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** Who took it from the desk: the resident, a relative, a neighbour. */
  deliveredTo: z.string().nullable(),
  status: shipmentStatusSchema,
});

export const shipmentTypeSchema = optionSchema;

export const shipmentCreateSchema = body({
  buildingId: idOf('el complejo'),
  apartmentId: idOf('el apartamento'),
  shipmentTypeId: idOf('el tipo de encomienda').nullable().default(null),
  recipientName: requiredText('Ingrese el nombre del destinatario.', 120),
  carrier: optionalText(80),
  description: optionalText(200),
});
/** Handing a parcel over says to whom: the desk answers for it. */
export const shipmentStatusChangeSchema = body({
  id: idOf('la encomienda'),
  status: shipmentStatusSchema,
  deliveredTo: optionalText(120),
}).superRefine((change, context) => {
  if (change.status === 'entregada' && change.deliveredTo === '') {
    context.addIssue({ code: 'custom', path: ['deliveredTo'], message: 'Ingrese a quién se entregó la encomienda.' });
  }
});

/** Portería's tile on Inicio; a figure is null for whom may not read its list. */
export const frontDeskSummarySchema = z.object({
  /** Parcels received and not yet handed over or returned. */
  waitingParcels: z.number().int().nullable(),
  /** Today's visits still expected (authorised ahead, not arrived). */
  expectedVisits: z.number().int().nullable(),
});

export type FrontDeskSummary = z.infer<typeof frontDeskSummarySchema>;
export type Visit = z.infer<typeof visitSchema>;
export type VisitApartment = z.infer<typeof visitApartmentSchema>;
export type VisitCreate = z.input<typeof visitCreateSchema>;
export type VisitStatusChange = z.input<typeof visitStatusChangeSchema>;
export type Report = z.infer<typeof reportSchema>;
export type ReportCreate = z.input<typeof reportCreateSchema>;
export type ReportStatusChange = z.input<typeof reportStatusChangeSchema>;
export type Shipment = z.infer<typeof shipmentSchema>;
export type ShipmentType = z.infer<typeof shipmentTypeSchema>;
export type ShipmentCreate = z.input<typeof shipmentCreateSchema>;
export type ShipmentStatusChange = z.input<typeof shipmentStatusChangeSchema>;
