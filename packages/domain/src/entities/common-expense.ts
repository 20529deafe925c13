import { z } from 'zod';
import { agingBuckets } from '../ledger/debt';
import { extraFeeSplits, payers } from '../ledger/statements';
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
 * A period's gastos comunes move forward only: a borrador gathers the month's movements and payments; closing it
 * computes and freezes every unit's statement (commonexpenses/close); then the statements are generated as
 * documents (documents/generate) and sent to the units (documents/send). A closed month is read-only: a mistake is
 * fixed with a movement of the next period.
 */
export const commonExpenseStatuses = ['borrador', 'cerrado', 'generado', 'enviado'] as const;
export type CommonExpenseStatus = (typeof commonExpenseStatuses)[number];
export const commonExpenseStatusLabels = {
  borrador: 'Abierto',
  cerrado: 'Cerrado',
  generado: 'Generado',
  enviado: 'Enviado',
} as const satisfies Record<CommonExpenseStatus, string>;
export const commonExpenseTransitions: Transitions<CommonExpenseStatus> = {
  borrador: ['cerrado'],
  cerrado: ['generado'],
  generado: ['enviado'],
  enviado: [],
};
export const commonExpenseStatusSchema = statusSchemaOf(commonExpenseStatuses, commonExpenseStatusLabels);

export const payerSchema = z.enum(payers, {
  error: 'Seleccione si el estado de cuenta es del propietario o del inquilino.',
});
export const extraFeeSplitSchema = z.enum(extraFeeSplits, {
  error: 'Seleccione cómo se reparte la cuota extra: por coeficiente o en partes iguales.',
});

/** A rate in basis points: 10,00 % is 1000. */
const basisPointsOf = (what: string, max: number) =>
  z
    .number({ error: `Ingrese ${what}.` })
    .int(`${what[0]?.toUpperCase()}${what.slice(1)} admite hasta dos decimales.`)
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} no puede ser negativo.`)
    .max(max, `${what[0]?.toUpperCase()}${what.slice(1)} no puede pasar de ${max / 100} %.`);

/**
 * One period of a complejo: what it bills (the reserve fund's rate on the month's expenses, the extraordinary fee
 * and how it is split), the month's movements so far (income, expense), and the sums of its units' statements
 * (centésimos, SPEC §3 field names), which are the frozen figures once the month is closed.
 */
export const commonExpenseSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  /** yyyy-mm */
  period: z.string(),
  dueDate: z.string().nullable(),
  status: commonExpenseStatusSchema,
  reserveFundBasisPoints: z.number().int(),
  extraFeeAmount: centsSchema,
  extraFeeSplit: extraFeeSplitSchema,
  income: centsSchema,
  expense: centsSchema,
  units: z.number().int(),
  commonExpenses: centsSchema,
  extraFee: centsSchema,
  totalPeriod: centsSchema,
  payments: centsSchema,
  totalDebt: centsSchema,
});

/**
 * One statement of a period: a unit's, or where the complejo bills tenants separately, its owner's or its
 * tenant's (`payer`). balance = prevBalance − payments; totalPeriod = surcharge + the month's charges;
 * totalDebt = balance + totalPeriod.
 */
export const commonExpenseDetailSchema = z.object({
  id: z.number().int(),
  commonExpenseId: z.number().int(),
  apartmentId: z.number().int(),
  apartment: z.string(),
  tower: z.string().nullable(),
  /** The owner's name, when the unit has one on record. */
  owner: z.string().nullable(),
  payer: payerSchema,
  /** The name of whom the statement is for: the owner, or the tenant on the tenant's statement. */
  billedTo: z.string().nullable(),
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

/**
 * A statement's month, in the order it reads (SPEC §3): what it owed, paid and owes, then this month's charges; the
 * PDF and the period's table both name them from here.
 */
export const statementItems = [
  { amount: 'prevBalance', label: 'Saldo anterior' },
  { amount: 'payments', label: 'Pagos' },
  { amount: 'balance', label: 'Saldo' },
  { amount: 'surcharge', label: 'Recargos por mora' },
  { amount: 'commonExpenses', label: 'Gastos comunes' },
  { amount: 'extraFee', label: 'Cuota extra' },
  { amount: 'reserveFound', label: 'Fondo de reserva' },
  { amount: 'commonAreas', label: 'Áreas comunes' },
] as const;

/** The items and the statement's two totals. */
export const statementAmounts = [
  ...statementItems,
  { amount: 'totalPeriod', label: 'Total del período' },
  { amount: 'totalDebt', label: 'Deuda total' },
] as const;
export type StatementAmount = (typeof statementAmounts)[number]['amount'];

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

/** What a period bills beyond its movements; left out, the complejo's settings give them. */
const periodTerms = {
  /** Empty: the complejo's due day of the month after the period. */
  dueDate: isoDateSchema.nullable().default(null),
  reserveFundBasisPoints: basisPointsOf('el porcentaje del fondo de reserva', 10_000).nullable().default(null),
  extraFeeAmount: nonNegativeCents('la cuota extra').default(0),
  extraFeeSplit: extraFeeSplitSchema.default('coeficiente'),
};

export const commonExpenseCreateSchema = body({
  buildingId: idOf('el complejo'),
  period: periodSchema,
  ...periodTerms,
});

/** Changes what an open period bills (commonexpenses/update): its due date, reserve fund and extraordinary fee. */
export const commonExpenseUpdateSchema = body({
  commonExpenseId: idOf('el período de gastos comunes'),
  ...periodTerms,
});

/** Closes an open period (commonexpenses/close): computes and freezes every statement and the month's totals. */
export const commonExpenseCloseSchema = body({ commonExpenseId: idOf('el período de gastos comunes') });

/**
 * What a row of the details template carries into an open period. The closure computes the surcharge, the share of
 * the expenses, the reserve fund and the extraordinary fee by the complejo's rules, so they are not typed in: a row
 * gives the opening balance of a complejo's first period (the debt it brings from before Horizontal) and the common
 * areas charged to the unit. Any other field of the template is refused (contract README, «Detalle»).
 */
export const commonExpenseDetailInputSchema = z.object(
  {
    apartmentId: idOf('el apartamento'),
    payer: payerSchema.default('propietario'),
    prevBalance: centsSchema.default(0),
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
  /** What makes confirming the same payment twice change nothing: the transfer's, receipt's or network's number. */
  reference: requiredText('Ingrese la referencia del pago (número de transferencia, recibo o comprobante).', 80),
});

export const lateFeeRules = ['ley-19604', 'reglamento'] as const;
export type LateFeeRuleName = (typeof lateFeeRules)[number];
export const lateFeeRuleLabels = {
  'ley-19604': 'Ley 19.604: reajuste por IPC y 12 % anual',
  reglamento: 'Según el reglamento de copropiedad',
} as const satisfies Record<LateFeeRuleName, string>;

/** How a complejo bills: due day, reserve fund, tenants, and the late-payment rule (Ley 19.604 or its bylaws). */
export const commonExpenseSettingsSchema = z.object({
  buildingId: z.number().int(),
  dueDay: z.number().int(),
  reserveFundBasisPoints: z.number().int(),
  billTenants: z.boolean(),
  lateFeeRule: z.enum(lateFeeRules),
  readjustByIndex: z.boolean(),
  annualRateBasisPoints: z.number().int(),
});

export const commonExpenseSettingsSaveSchema = body({
  buildingId: idOf('el complejo'),
  dueDay: z
    .number({ error: 'Ingrese el día de vencimiento.' })
    .int('El día de vencimiento debe ser un número entero.')
    .min(1, 'El día de vencimiento va del 1 al 28.')
    .max(28, 'El día de vencimiento va del 1 al 28: todos los meses lo tienen.'),
  reserveFundBasisPoints: basisPointsOf('el porcentaje del fondo de reserva', 10_000),
  billTenants: z.boolean({ error: 'Indique si los gastos ordinarios se cobran al inquilino.' }),
  lateFeeRule: z.enum(lateFeeRules, { error: 'Seleccione la regla de la mora.' }),
  /** Used by the bylaws' rule; Ley 19.604 sets its own (readjustment and 12 %). */
  readjustByIndex: z.boolean({ error: 'Indique si la deuda se reajusta por IPC.' }).default(true),
  annualRateBasisPoints: basisPointsOf('la tasa de interés anual', 10_000).default(1_200),
});

/** A month of the consumer price index (IPC) as the INE publishes it, with where the figure was read. */
export const priceIndexMonthSchema = z.object({
  period: z.string(),
  value: z.number(),
  source: z.string(),
});

export const priceIndexSaveSchema = body({
  /** A complejo of the administradora whose table it is. */
  buildingId: idOf('el complejo'),
  months: z
    .array(
      z.object(
        {
          period: periodSchema,
          value: z
            .number({ error: 'Ingrese el valor del índice.' })
            .positive('El valor del índice debe ser mayor que cero.')
            .max(1_000_000, 'El valor del índice no es válido.')
            .refine(
              (value) => Math.round(value * 10_000) === value * 10_000,
              'El índice admite hasta cuatro decimales.',
            ),
          source: requiredText('Ingrese de dónde sale el valor (por ejemplo, la publicación del INE).', 300),
        },
        { error: 'Los datos del mes no son válidos.' },
      ),
      { error: 'Agregue los meses del índice.' },
    )
    .min(1, 'Agregue al menos un mes del índice.')
    .max(600, 'Se pueden guardar hasta 600 meses a la vez.'),
});

export const agingSchema = z.object(
  Object.fromEntries(agingBuckets.map((bucket) => [bucket, centsSchema])) as Record<
    (typeof agingBuckets)[number],
    typeof centsSchema
  >,
);

/** What an account (a unit's owner or tenant) owes today, by age (Deuda). */
export const debtRowSchema = z.object({
  /** The account's latest statement: the certificate's id. */
  detailId: z.number().int(),
  apartmentId: z.number().int(),
  apartment: z.string(),
  tower: z.string().nullable(),
  payer: payerSchema,
  billedTo: z.string().nullable(),
  capital: centsSchema,
  surcharge: centsSchema,
  credit: centsSchema,
  total: centsSchema,
  aging: agingSchema,
  /** The due date of the oldest charge still unpaid. */
  oldestDueDate: z.string().nullable(),
});

/** The index a debt was readjusted with: the month used, and whether it stood in for one not published yet. */
export const indexUsedSchema = z.object({ period: z.string(), estimated: z.boolean() }).nullable();

export const debtReportSchema = z.object({
  asOf: z.string(),
  lateFeeRule: z.enum(lateFeeRules),
  indexUsed: indexUsedSchema,
  rows: z.array(debtRowSchema),
});

/** One month's charge in a debt certificate, item by item (SPEC: what it owes, with readjustment and interest). */
export const certificateChargeSchema = z.object({
  period: z.string(),
  dueDate: z.string(),
  amount: centsSchema,
  capitalLeft: centsSchema,
  readjustment: centsSchema,
  interest: centsSchema,
  surchargePaid: centsSchema,
  surchargeLeft: centsSchema,
  daysLate: z.number().int(),
});

/** What an account owes, item by item, for collection once the assembly approves the account. */
export const debtCertificateSchema = z.object({
  building: z.string(),
  company: z.string(),
  apartment: z.string(),
  tower: z.string().nullable(),
  payer: payerSchema,
  billedTo: z.string().nullable(),
  asOf: z.string(),
  lateFeeRule: z.enum(lateFeeRules),
  readjustByIndex: z.boolean(),
  annualRateBasisPoints: z.number().int(),
  indexUsed: indexUsedSchema,
  charges: z.array(certificateChargeSchema),
  capital: centsSchema,
  surcharge: centsSchema,
  credit: centsSchema,
  total: centsSchema,
});

/** Inicio's tile: what the complejo is owed, and by how many units (null to whoever may not read Deuda). */
export const commonExpenseSummarySchema = z.object({
  debt: centsSchema.nullable(),
  unitsInDebt: z.number().int().nullable(),
});

/** The two spreadsheets a period is filled from (SPEC §9): its movements, and its units' detail. */
export const sheetKinds = ['movimientos', 'detalle'] as const;
export type SheetKind = (typeof sheetKinds)[number];
export const sheetKindLabels = {
  movimientos: 'Movimientos',
  detalle: 'Detalle de unidades',
} as const satisfies Record<SheetKind, string>;

/**
 * A filled template, uploaded to storage first (its key from /general/getsignedurl), read into an open period:
 * every row is checked, and nothing is written unless all are right.
 */
export const sheetImportSchema = body({
  commonExpenseId: idOf('el período de gastos comunes'),
  sheet: z.enum(sheetKinds, { error: 'Elija qué planilla importa: movimientos o detalle de unidades.' }),
  key: requiredText('Elija el archivo de la planilla.', 400),
});

/**
 * A collection network's payments file (a CSV, its columns in sheets/payments-file.ts), uploaded to storage first,
 * read into the open period: each line's reference names the account, each receipt confirms one payment once.
 */
export const paymentsImportSchema = body({
  commonExpenseId: idOf('el período de gastos comunes'),
  key: requiredText('Elija el archivo de pagos.', 400),
});

/** A line of a payments file that was not taken, and why. */
export const rejectedPaymentLineSchema = z.object({
  line: z.number().int(),
  reference: z.string(),
  reason: z.string(),
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
export type CommonExpenseUpdate = z.input<typeof commonExpenseUpdateSchema>;
export type CommonExpenseSettings = z.infer<typeof commonExpenseSettingsSchema>;
export type CommonExpenseSettingsSave = z.input<typeof commonExpenseSettingsSaveSchema>;
export type PriceIndexEntry = z.infer<typeof priceIndexMonthSchema>;
export type DebtRow = z.infer<typeof debtRowSchema>;
export type DebtReport = z.infer<typeof debtReportSchema>;
export type DebtCertificate = z.infer<typeof debtCertificateSchema>;
export type CommonExpenseSummary = z.infer<typeof commonExpenseSummarySchema>;
export type CommonExpenseDetailInput = z.input<typeof commonExpenseDetailInputSchema>;
export type CommonExpenseDetailCreate = z.input<typeof commonExpenseDetailCreateSchema>;
export type MovementInput = z.input<typeof movementInputSchema>;
export type MovementCreate = z.input<typeof movementCreateSchema>;
export type CommonExpenseDocuments = z.input<typeof commonExpenseDocumentsSchema>;
export type CommonExpenseDocumentSave = z.input<typeof commonExpenseDocumentSaveSchema>;
export type PaymentConfirm = z.input<typeof paymentConfirmSchema>;
export type CommonExpenseXls = z.input<typeof commonExpenseXlsSchema>;
export type SheetImport = z.input<typeof sheetImportSchema>;
export type PaymentsImport = z.input<typeof paymentsImportSchema>;
