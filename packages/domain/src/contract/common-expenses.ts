import { z } from 'zod';
import {
  type CommonExpenseStatus,
  closureSchema,
  commonExpenseCreateSchema,
  commonExpenseDetailCreateSchema,
  commonExpenseDetailSchema,
  commonExpenseDocumentSaveSchema,
  commonExpenseDocumentsSchema,
  commonExpenseSchema,
  commonExpenseStatusLabels,
  movementCreateSchema,
  movementSchema,
  paymentConfirmSchema,
} from '../entities/common-expense';
import { idParams } from '../entities/fields';
import { defineCall, noBody, okAnswer } from './define';

const listing = 'gastoscomunes/listado';
const detail = 'gastoscomunes/detalle';

/** Gastos comunes: periods, units' statements, movements, closures, documents and payments. */
export const commonExpensesContract = {
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
  /** Builds the statements (borrador → generado); answers the details with their documentKey. */
  generateDocuments: defineCall({
    name: 'commonExpenses.generateDocuments',
    method: 'POST',
    path: '/commonexpenses/documents/generate',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: commonExpenseDocumentsSchema,
    response: okAnswer({ commonExpensesDetail: z.array(commonExpenseDetailSchema) }),
  }),
  /** E-mails the statements to the units (generado → enviado); answers the details with sentAt. */
  sendDocuments: defineCall({
    name: 'commonExpenses.sendDocuments',
    method: 'POST',
    path: '/commonexpenses/documents/send',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: commonExpenseDocumentsSchema,
    response: okAnswer({ commonExpensesDetail: z.array(commonExpenseDetailSchema) }),
  }),
  saveDocument: defineCall({
    name: 'commonExpenses.saveDocument',
    method: 'POST',
    path: '/commonexpenses/documents/save',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: commonExpenseDocumentSaveSchema,
    response: okAnswer({ detail: commonExpenseDetailSchema }),
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
};

const periodIs = (status: CommonExpenseStatus) => `El período está «${commonExpenseStatusLabels[status]}»`;

/** What the common expenses calls answer, for the server and the mocks. */
export const commonExpenseMessages = {
  created: 'Período creado.',
  detailSaved: 'Detalle guardado.',
  movementsSaved: 'Movimientos guardados.',
  documentsGenerated: 'Estados de cuenta generados.',
  documentsSent: 'Estados de cuenta enviados.',
  documentSaved: 'Estado de cuenta guardado.',
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
  paymentsClosed: (status: CommonExpenseStatus) => `${periodIs(status)}: no admite nuevos pagos.`,
} as const;
