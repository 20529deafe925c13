import { z } from 'zod';
import {
  type CommonExpenseStatus,
  closureSchema,
  commonExpenseCloseSchema,
  commonExpenseCreateSchema,
  commonExpenseDetailCreateSchema,
  commonExpenseDetailSchema,
  commonExpenseSchema,
  commonExpenseSettingsSaveSchema,
  commonExpenseSettingsSchema,
  commonExpenseStatusLabels,
  commonExpenseSummarySchema,
  commonExpenseUpdateSchema,
  debtCertificateSchema,
  debtReportSchema,
  movementCreateSchema,
  movementSchema,
  paymentConfirmSchema,
  paymentsImportSchema,
  priceIndexMonthSchema,
  priceIndexSaveSchema,
  rejectedPaymentLineSchema,
  type SheetKind,
  sheetImportSchema,
} from '../entities/common-expense';
import { idParams } from '../entities/fields';
import { formatCurrency } from '../formatters/currency';
import { groupThousands } from '../formatters/grouping';
import { formatIsoPeriod } from '../formatters/period';
import { formatPaymentReference } from '../ledger/payment-reference';
import { describeProblems, type SheetProblem, sheetLimits } from '../sheets/common-expense-sheets';
import { paymentsFileColumns, type RejectedLine } from '../sheets/payments-file';
import { defineCall, noBody, okAnswer } from './define';

const listing = 'gastoscomunes/listado';
const detail = 'gastoscomunes/detalle';
/** Screens the spec's submenu names without a route (SPEC §2): Totales Mensuales and Deuda. */
export const monthlyTotalsScreen = 'gastoscomunes/totales';
export const debtScreen = 'gastoscomunes/deuda';

/** Gastos comunes: periods, units' statements, movements, closures, documents and payments. */
const ledgerCalls = {
  /** The periods of a complejo (`id`), newest first. */
  findAll: defineCall({
    name: 'commonExpenses.findAll',
    method: 'GET',
    path: '/commonexpenses/findall/{id}',
    public: false,
    module: '/gastos-comunes',
    functionality: listing,
    params: idParams,
    request: noBody,
    response: okAnswer({ commonExpenses: z.array(commonExpenseSchema) }),
  }),
  /** The units' statements of a period (`id`). */
  detail: defineCall({
    name: 'commonExpenses.detail',
    method: 'GET',
    path: '/commonexpenses/detail/{id}',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    params: idParams,
    request: noBody,
    response: okAnswer({ commonExpensesDetail: z.array(commonExpenseDetailSchema) }),
  }),
  /** The closed periods of a complejo (`id`). */
  closures: defineCall({
    name: 'commonExpenses.closures',
    method: 'GET',
    path: '/commonexpenses/closures/{id}',
    public: false,
    module: '/gastos-comunes',
    functionality: 'cierres/listado',
    // Totales Mensuales draws the closed months' income and expense.
    readAlsoBy: ['gastoscomunes'],
    params: idParams,
    request: noBody,
    response: okAnswer({ closures: z.array(closureSchema) }),
  }),
  /** The movements of a period (`id`). */
  movements: defineCall({
    name: 'commonExpenses.movements',
    method: 'GET',
    path: '/commonexpenses/movements/{id}',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    params: idParams,
    request: noBody,
    response: okAnswer({ movements: z.array(movementSchema) }),
  }),
  create: defineCall({
    name: 'commonExpenses.create',
    method: 'POST',
    path: '/commonexpenses/create',
    public: false,
    module: '/gastos-comunes',
    functionality: listing,
    request: commonExpenseCreateSchema,
    response: okAnswer({ commonExpense: commonExpenseSchema }),
  }),
  /** Not in the spec's table: changes what an open period bills (due date, reserve fund, extraordinary fee). */
  update: defineCall({
    name: 'commonExpenses.update',
    method: 'POST',
    path: '/commonexpenses/update',
    public: false,
    module: '/gastos-comunes',
    functionality: listing,
    request: commonExpenseUpdateSchema,
    response: okAnswer({ commonExpense: commonExpenseSchema }),
  }),
  /**
   * Not in the spec's table, which lists closures but no way to make one (its route /cierres/nuevo has a screen):
   * closes an open period in one transaction, computing and freezing every statement and the month's totals.
   */
  close: defineCall({
    name: 'commonExpenses.close',
    method: 'POST',
    path: '/commonexpenses/close',
    public: false,
    module: '/gastos-comunes',
    functionality: 'cierres/nuevo',
    request: commonExpenseCloseSchema,
    response: okAnswer({ closure: closureSchema, commonExpense: commonExpenseSchema }),
  }),
  createDetail: defineCall({
    name: 'commonExpenses.createDetail',
    method: 'POST',
    path: '/commonexpenses/create/detail',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: commonExpenseDetailCreateSchema,
    response: okAnswer({ commonExpensesDetail: z.array(commonExpenseDetailSchema) }),
  }),
  createMovement: defineCall({
    name: 'commonExpenses.createMovement',
    method: 'POST',
    path: '/commonexpenses/create/movement',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: movementCreateSchema,
    response: okAnswer({ movements: z.array(movementSchema) }),
  }),
  confirmPayment: defineCall({
    name: 'commonExpenses.confirmPayment',
    method: 'POST',
    path: '/commonexpenses/payments/confirm',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: paymentConfirmSchema,
    response: okAnswer({ detail: commonExpenseDetailSchema }),
  }),
  /**
   * Not in the spec's table, which gives the templates but no way back in: a filled template (uploaded with
   * /general/getsignedurl) read on the server into an open period, as create/movement or create/detail would take
   * its rows, all or none. Answers the period's movements and statements as they are after it.
   */
  importSheet: defineCall({
    name: 'commonExpenses.importSheet',
    method: 'POST',
    path: '/commonexpenses/import',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: sheetImportSchema,
    response: okAnswer({
      imported: z.number().int(),
      movements: z.array(movementSchema),
      commonExpensesDetail: z.array(commonExpenseDetailSchema),
    }),
  }),
  /**
   * Not in the spec's table: a collection network's payments file (uploaded with /general/getsignedurl) confirmed
   * into the open period line by line through confirmPayment's rule (a receipt counts once); the lines it cannot
   * take are listed with their reason, never guessed. The same file imported twice changes nothing.
   */
  importPayments: defineCall({
    name: 'commonExpenses.importPayments',
    method: 'POST',
    path: '/commonexpenses/payments/import',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: paymentsImportSchema,
    response: okAnswer({
      confirmed: z.number().int(),
      repeated: z.number().int(),
      rejected: z.array(rejectedPaymentLineSchema),
    }),
  }),
  /** Not in the spec's table: how the complejo (`id`) bills, and its late-payment rule. */
  settings: defineCall({
    name: 'commonExpenses.settings',
    method: 'GET',
    path: '/commonexpenses/settings/{id}',
    public: false,
    module: '/gastos-comunes',
    functionality: listing,
    readAlsoBy: ['cierres'],
    params: idParams,
    request: noBody,
    response: okAnswer({ settings: commonExpenseSettingsSchema }),
  }),
  saveSettings: defineCall({
    name: 'commonExpenses.saveSettings',
    method: 'POST',
    path: '/commonexpenses/settings',
    public: false,
    module: '/gastos-comunes',
    functionality: listing,
    request: commonExpenseSettingsSaveSchema,
    response: okAnswer({ settings: commonExpenseSettingsSchema }),
  }),
  /** Not in the spec's table: the administradora's table of the IPC (`id` is a complejo of it), oldest first. */
  priceIndex: defineCall({
    name: 'commonExpenses.priceIndex',
    method: 'GET',
    path: '/commonexpenses/priceindex/{id}',
    public: false,
    module: '/gastos-comunes',
    functionality: debtScreen,
    params: idParams,
    request: noBody,
    response: okAnswer({ months: z.array(priceIndexMonthSchema) }),
  }),
  /** Adds or corrects months of the IPC table as the INE publishes them. */
  savePriceIndex: defineCall({
    name: 'commonExpenses.savePriceIndex',
    method: 'POST',
    path: '/commonexpenses/priceindex',
    public: false,
    module: '/gastos-comunes',
    functionality: debtScreen,
    request: priceIndexSaveSchema,
    response: okAnswer({ months: z.array(priceIndexMonthSchema) }),
  }),
  /** Not in the spec's table (Deuda has no call): what each account of the complejo (`id`) owes today, by age. */
  debt: defineCall({
    name: 'commonExpenses.debt',
    method: 'GET',
    path: '/commonexpenses/debt/{id}',
    public: false,
    module: '/gastos-comunes',
    functionality: debtScreen,
    params: idParams,
    request: noBody,
    response: okAnswer({ debt: debtReportSchema }),
  }),
  /** The debt certificate of the account of a statement (`id`): every charge owed, with readjustment and interest. */
  debtCertificate: defineCall({
    name: 'commonExpenses.debtCertificate',
    method: 'GET',
    path: '/commonexpenses/debt/certificate/{id}',
    public: false,
    module: '/gastos-comunes',
    functionality: debtScreen,
    params: idParams,
    request: noBody,
    response: okAnswer({ certificate: debtCertificateSchema }),
  }),
};

export const commonExpensesContract = {
  ...ledgerCalls,
  /** Not in the spec's table: the module's figures for Inicio (`id` is the complejo's): debt and units in debt. */
  summary: defineCall({
    name: 'commonExpenses.summary',
    method: 'GET',
    path: '/commonexpenses/summary/{id}',
    public: false,
    module: '/gastos-comunes',
    summarizes: [ledgerCalls.debt],
    params: idParams,
    request: noBody,
    response: okAnswer({ summary: commonExpenseSummarySchema }),
  }),
};

/** A coefficient's figure as typed, with its four decimals: «99,5000». */
const percent = (value: number) =>
  value.toLocaleString('es-UY', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

const periodIs = (status: CommonExpenseStatus) => `El período está «${commonExpenseStatusLabels[status]}»`;

/** What the common expenses calls answer, for the server and the mocks. */
export const commonExpenseMessages = {
  created: 'Período creado.',
  detailSaved: 'Detalle guardado.',
  movementsSaved: 'Movimientos guardados.',
  documentsGenerated: 'Estados de cuenta generados.',
  documentsSent: 'Estados de cuenta enviados.',
  documentSaved: 'Estado de cuenta guardado.',
  documentNotPdf: 'El estado de cuenta debe ser un archivo PDF.',
  /** generate and send answer at once: the job goes on in the background (issue #33). */
  documentsGenerating: (count: number) =>
    `Se están generando ${groupThousands(String(count))} ${count === 1 ? 'estado' : 'estados'} de cuenta: el avance se ve en el período.`,
  documentsSending: (count: number) =>
    `Se están enviando ${groupThousands(String(count))} ${count === 1 ? 'correo' : 'correos'} con los estados de cuenta: el avance se ve en el período.`,
  nothingToSend:
    'No hay nada nuevo que enviar: cada estado de cuenta ya salió a los residentes con correo, o su unidad no tiene residentes con correo.',
  jobRunning: (kind: 'generar' | 'enviar') =>
    kind === 'generar'
      ? 'Los estados de cuenta de este período ya se están generando: espere a que termine.'
      : 'Los estados de cuenta de este período ya se están enviando: espere a que termine.',
  paymentConfirmed: 'Pago confirmado.',
  notFound: 'El período de gastos comunes no existe o no tiene acceso a él.',
  detailNotFound: 'El detalle de la unidad no existe o no tiene acceso a él.',
  periodTaken: 'Ese período ya existe en el complejo. Ábralo desde el listado.',
  foreignApartment: (apartmentId: number) => `El apartamento ${apartmentId} no es de este complejo.`,
  notGenerated: (apartment: string) => `La unidad ${apartment} no tiene estado de cuenta generado.`,
  amountsLocked: (status: CommonExpenseStatus) =>
    `${periodIs(status)}: sus importes ya no se pueden cambiar. Corríjalos con un movimiento.`,
  movementsLocked: (status: CommonExpenseStatus) => `${periodIs(status)}: sus movimientos ya no pueden cambiar.`,
  alreadySent: (status: CommonExpenseStatus) => `${periodIs(status)}: sus estados de cuenta ya se enviaron.`,
  generateFirst: (status: CommonExpenseStatus) =>
    `${periodIs(status)}: genere los estados de cuenta antes de enviarlos.`,
  closeFirst: (status: CommonExpenseStatus) => `${periodIs(status)}: ciérrelo antes de generar sus estados de cuenta.`,
  paymentsClosed: (status: CommonExpenseStatus) =>
    `${periodIs(status)}: no admite nuevos pagos. Regístrelos en el período abierto.`,
  updated: 'Período actualizado.',
  closed: (period: string) => `Se cerró ${formatIsoPeriod(period)}: sus estados de cuenta quedaron fijos.`,
  /** The notification (type 2) of a new period, to the staff who follow the complejo's gastos comunes. */
  opened: (period: string) => `Se abrió ${formatIsoPeriod(period)}: ya admite movimientos y pagos.`,
  anotherOpen: (period: string) => `${formatIsoPeriod(period)} sigue abierto: ciérrelo antes de abrir otro período.`,
  notNext: (period: string) => `El próximo período del complejo es ${formatIsoPeriod(period)}: los meses van en orden.`,
  closeInOrder: (period: string) => `Cierre primero ${formatIsoPeriod(period)}: los meses se cierran en orden.`,
  noUnits: 'El complejo no tiene apartamentos: no hay a quién cobrar los gastos comunes.',
  coefficientsOff: (sum: number) =>
    `Los coeficientes de los apartamentos suman ${percent(sum)} %, no 100 %: ${sum < 100 ? 'faltan' : 'sobran'} ${percent(Math.abs(100 - sum))} puntos. Corríjalos en Apartamentos antes de cerrar el mes.`,
  openingOnlyFirst:
    'El saldo inicial solo se carga en el primer período del complejo: después sale del estado de cuenta anterior.',
  noTenant: (apartment: string) =>
    `${apartment} no tiene un estado de cuenta de inquilino: el complejo no cobra aparte a los inquilinos o la unidad no tiene uno.`,
  paymentRepeated: 'Ese pago ya estaba confirmado: no se registró de nuevo.',
  paidInFuture: 'La fecha del pago no puede ser posterior a hoy.',
  referenceTaken: (reference: string, amount: number) =>
    `La referencia ${reference} ya se usó para otro pago de ${formatCurrency(amount)}. Revise el número del comprobante.`,
  /** The notification (type 2) of a confirmed payment, to the staff who follow the complejo's gastos comunes. */
  paymentNotice: (apartment: string, amount: number) =>
    `Se confirmó un pago de ${formatCurrency(amount)} de la unidad ${apartment}.`,
  settingsSaved: 'Configuración de gastos comunes guardada.',
  sheetImported: (sheet: SheetKind, count: number) =>
    sheet === 'movimientos'
      ? `Se ${count === 1 ? 'importó 1 movimiento' : `importaron ${count} movimientos`}.`
      : `Se ${count === 1 ? 'importó el detalle de 1 unidad' : `importó el detalle de ${count} unidades`}.`,
  /** The first line says what happened; each next one, a problem with its row and column. */
  sheetInvalid: (problems: readonly SheetProblem[]) =>
    [
      `La planilla tiene ${problems.length === 1 ? '1 error' : `${problems.length} errores`}: no se guardó nada. Corríjala y vuelva a subirla.`,
      ...describeProblems(problems),
    ].join('\n'),
  sheetMissing: 'No encontramos el archivo subido: vuelva a elegirlo.',
  paymentsFileUnreadable:
    'No pudimos leer el archivo de pagos. Guárdelo como CSV (separado por punto y coma o por comas) y vuelva a subirlo.',
  paymentsFileTooLarge: 'El archivo de pagos pesa más de 2 MB: divídalo en varios y súbalos de a uno.',
  paymentsFileHeaders: `La primera línea del archivo debe nombrar sus columnas: ${paymentsFileColumns.map((column) => column.header).join(', ')}.`,
  paymentsFileEmpty: 'El archivo no tiene pagos: debajo de los encabezados va una línea por pago.',
  unknownAccount: 'Ninguna cuenta de este complejo tiene esa referencia.',
  /** The first line says what was done; each next one, a line not taken and why. */
  paymentsImported: (confirmed: number, repeated: number, rejected: readonly RejectedLine[]) =>
    [
      [
        confirmed === 1 ? 'Se confirmó 1 pago' : `Se confirmaron ${confirmed} pagos`,
        repeated > 0 ? (repeated === 1 ? '1 ya estaba confirmado' : `${repeated} ya estaban confirmados`) : null,
        rejected.length > 0
          ? rejected.length === 1
            ? '1 línea no se tomó'
            : `${rejected.length} líneas no se tomaron`
          : null,
      ]
        .filter(Boolean)
        .join('; ')
        .concat('.'),
      ...rejected.map(
        (line) =>
          `Línea ${line.line}${line.reference ? ` (${/^\d{14}$/.test(line.reference) ? formatPaymentReference(line.reference) : line.reference})` : ''}: ${line.reason}`,
      ),
    ].join('\n'),
  /** The notification (type 2) of an imported payments file. */
  paymentsFileNotice: (confirmed: number) =>
    `Se ${confirmed === 1 ? 'confirmó 1 pago' : `confirmaron ${confirmed} pagos`} de un archivo de la red de cobranza.`,
  sheetUnreadable: 'No pudimos leer la planilla. Guárdela como libro de Excel (.xlsx) y vuelva a subirla.',
  sheetTooLarge: `La planilla pesa más de ${sheetLimits.bytes / 1024 / 1024} MB: deje solo la hoja con los datos y vuelva a subirla.`,
  sheetTooManyRows: `La planilla tiene más de ${sheetLimits.rows.toLocaleString('es-UY')} filas: divídala en varias y súbalas de a una.`,
  sheetEmpty: 'La planilla no tiene filas para importar: complete la plantilla debajo de los encabezados.',
  sheetHeaders: (expected: string) =>
    `La primera fila no es la de la plantilla: debe decir ${expected}. Descargue la plantilla y copie sus datos en ella.`,
  priceIndexSaved: 'Índice de precios guardado.',
} as const;
