import { z } from 'zod';
import { centsSchema } from '../validators/schemas';
import {
  body,
  idOf,
  isoDateOf,
  isoDateSchema,
  nonNegativeCents,
  optionalText,
  periodSchema,
  positiveCents,
  requiredText,
} from './fields';
import { statusSchemaOf, type Transitions } from './status';

/**
 * A period's gastos comunes move forward only: the statements are generated (documents/generate), then sent to
 * the units (documents/send), then the period is closed. A mistake is fixed with a movement of the next period.
 */
export const commonExpenseStatuses = ['borrador', 'generado', 'enviado', 'cerrado'] as const;
export type CommonExpenseStatus = (typeof commonExpenseStatuses)[number];
export const commonExpenseStatusLabels = {
  borrador: 'Borrador',
  generado: 'Generado',
  enviado: 'Enviado',
  cerrado: 'Cerrado',
} as const satisfies Record<CommonExpenseStatus, string>;
export const commonExpenseTransitions: Transitions<CommonExpenseStatus> = {
  borrador: ['generado'],
  generado: ['enviado'],
  enviado: ['cerrado'],
  cerrado: [],
};
export const commonExpenseStatusSchema = statusSchemaOf(commonExpenseStatuses, commonExpenseStatusLabels);

/** One period of a complejo, with the sums of its units' statements (centésimos, SPEC §3 field names). */
export const commonExpenseSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  /** yyyy-mm */
  period: z.string(),
  dueDate: z.string().nullable(),
  status: commonExpenseStatusSchema,
  units: z.number().int(),
  commonExpenses: centsSchema,
  extraFee: centsSchema,
  totalPeriod: centsSchema,
  payments: centsSchema,
  totalDebt: centsSchema,
});

/** One unit's statement for a period. balance = prevBalance − payments; totalDebt = balance + totalPeriod. */
export const commonExpenseDetailSchema = z.object({
  id: z.number().int(),
  commonExpenseId: z.number().int(),
  apartmentId: z.number().int(),
  apartment: z.string(),
  tower: z.string().nullable(),
  /** The owner's name, when the unit has one on record. */
  owner: z.string().nullable(),
  prevBalance: centsSchema,
  payments: centsSchema,
  balance: centsSchema,
  surcharge: centsSchema,
  commonExpenses: centsSchema,
  extraFee: centsSchema,
  /** Fondo de reserva; the spelling is the spec's (SPEC §3). */
  reserveFound: centsSchema,
  commonAreas: centsSchema,
  totalPeriod: centsSchema,
  totalDebt: centsSchema,
  /** Storage key of the unit's statement, once generated or saved. */
  documentKey: z.string().nullable(),
  sentAt: z.string().nullable(),
});

export const movementTypes = ['ingreso', 'egreso'] as const;
export type MovementType = (typeof movementTypes)[number];
export const movementTypeLabels = { ingreso: 'Ingreso', egreso: 'Egreso' } as const satisfies Record<
  MovementType,
  string
>;
export const movementTypeSchema = z.enum(movementTypes, { error: 'Seleccione si es un ingreso o un egreso.' });

/** Income and expenses of the complejo's account in a period. */
export const movementSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  commonExpenseId: z.number().int().nullable(),
  period: z.string(),
  date: z.string(),
  type: movementTypeSchema,
  category: z.string(),
  description: z.string(),
  /** Centésimos, always positive: `type` says which way it goes. */
  amount: centsSchema,
});

/** A closed period: its movements can no longer change. total = income − expense. */
export const closureSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  period: z.string(),
  income: centsSchema,
  expense: centsSchema,
  total: centsSchema,
  closedAt: z.string(),
  closedBy: z.string().nullable(),
});

export const commonExpenseCreateSchema = body({
  buildingId: idOf('el complejo'),
  period: periodSchema,
  dueDate: isoDateSchema.nullable().default(null),
});

/** What a row of the details template carries; the backend computes balance, totalPeriod and totalDebt. */
export const commonExpenseDetailInputSchema = z.object(
  {
    apartmentId: idOf('el apartamento'),
    prevBalance: centsSchema.default(0),
    surcharge: nonNegativeCents('el recargo').default(0),
    commonExpenses: nonNegativeCents('el gasto común').default(0),
    extraFee: nonNegativeCents('la cuota extra').default(0),
    reserveFound: nonNegativeCents('el fondo de reserva').default(0),
    commonAreas: nonNegativeCents('el importe de áreas comunes').default(0),
  },
  { error: 'Los datos de la unidad no son válidos.' },
);

/** Creates or replaces the statements of the units listed. */
export const commonExpenseDetailCreateSchema = body({
  commonExpenseId: idOf('el período de gastos comunes'),
  details: z
    .array(commonExpenseDetailInputSchema, { error: 'Agregue el detalle de las unidades.' })
    .min(1, 'Agregue el detalle de al menos una unidad.'),
});

export const movementInputSchema = z.object(
  {
    date: isoDateOf('Ingrese la fecha del movimiento.'),
    type: movementTypeSchema,
    category: optionalText(80),
    description: requiredText('Ingrese la descripción del movimiento.', 200),
    amount: positiveCents('el importe'),
  },
  { error: 'Los datos del movimiento no son válidos.' },
);

export const movementCreateSchema = body({
  commonExpenseId: idOf('el período de gastos comunes'),
  movements: z
    .array(movementInputSchema, { error: 'Agregue los movimientos.' })
    .min(1, 'Agregue al menos un movimiento.'),
});

/** Generate or send the statements of some units; an empty list means every unit of the period. */
export const commonExpenseDocumentsSchema = body({
  commonExpenseId: idOf('el período de gastos comunes'),
  apartmentIds: z.array(idOf('el apartamento'), { error: 'Las unidades indicadas no son válidas.' }).default([]),
});

/** Attaches a statement uploaded to storage (its key from /general/getsignedurl) to a unit's detail. */
export const commonExpenseDocumentSaveSchema = body({
  detailId: idOf('el detalle de la unidad'),
  key: requiredText('Falta el archivo del estado de cuenta.', 400),
});

export const paymentMethods = ['transferencia', 'deposito', 'efectivo', 'cheque', 'red_de_cobranza'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels = {
  transferencia: 'Transferencia',
  deposito: 'Depósito',
  efectivo: 'Efectivo',
  cheque: 'Cheque',
  red_de_cobranza: 'Red de cobranza',
} as const satisfies Record<PaymentMethod, string>;

/** Records a unit's payment as confirmed: it adds to `payments` and lowers `balance` and `totalDebt`. */
export const paymentConfirmSchema = body({
  detailId: idOf('el detalle de la unidad'),
  amount: positiveCents('el importe pagado'),
  paidOn: isoDateOf('Ingrese la fecha del pago.'),
  method: z.enum(paymentMethods, { error: 'Seleccione el medio de pago.' }).default('transferencia'),
  reference: optionalText(80),
});

/** POST /docs/commonexpenses/xls: the period's statements as a spreadsheet, saved under `fileName`. */
export const commonExpenseXlsSchema = body({
  commonExpenseId: idOf('el período de gastos comunes'),
  fileName: requiredText('Ingrese el nombre del archivo.', 120).regex(
    /^[^\\/:*?"<>|]+$/,
    'El nombre del archivo no puede contener \\ / : * ? " < > |.',
  ),
});

export type CommonExpense = z.infer<typeof commonExpenseSchema>;
export type CommonExpenseDetail = z.infer<typeof commonExpenseDetailSchema>;
export type Movement = z.infer<typeof movementSchema>;
export type Closure = z.infer<typeof closureSchema>;
export type CommonExpenseCreate = z.input<typeof commonExpenseCreateSchema>;
export type CommonExpenseDetailInput = z.input<typeof commonExpenseDetailInputSchema>;
export type CommonExpenseDetailCreate = z.input<typeof commonExpenseDetailCreateSchema>;
export type MovementInput = z.input<typeof movementInputSchema>;
export type MovementCreate = z.input<typeof movementCreateSchema>;
export type CommonExpenseDocuments = z.input<typeof commonExpenseDocumentsSchema>;
export type CommonExpenseDocumentSave = z.input<typeof commonExpenseDocumentSaveSchema>;
export type PaymentConfirm = z.input<typeof paymentConfirmSchema>;
export type CommonExpenseXls = z.input<typeof commonExpenseXlsSchema>;
