import { z } from 'zod';
import {
  closureSchema,
  commonExpenseCreateSchema,
  commonExpenseDetailCreateSchema,
  commonExpenseDetailSchema,
  commonExpenseDocumentSaveSchema,
  commonExpenseDocumentsSchema,
  commonExpenseSchema,
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
