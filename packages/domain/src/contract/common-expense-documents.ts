import { z } from 'zod';
import {
  commonExpenseDetailSchema,
  commonExpenseDocumentSaveSchema,
  commonExpenseDocumentsSchema,
} from '../entities/common-expense';
import { defineCall, okAnswer } from './define';

const detail = 'gastoscomunes/detalle';

/**
 * The documents of a closed period (SPEC §7's commonexpenses/documents calls): its statements as files, generated,
 * attached and e-mailed to the units. A group of its own because they are their own module's (the ledger's figures
 * come first): `common-expense-documents` in domain/src/modules.ts.
 */
export const commonExpenseDocumentsContract = {
  /** Builds the statements of a closed period (cerrado → generado); answers the details with their documentKey. */
  generate: defineCall({
    name: 'commonExpenseDocuments.generate',
    method: 'POST',
    path: '/commonexpenses/documents/generate',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: commonExpenseDocumentsSchema,
    response: okAnswer({ commonExpensesDetail: z.array(commonExpenseDetailSchema) }),
  }),
  /** E-mails the statements to the units (generado → enviado); answers the details with sentAt. */
  send: defineCall({
    name: 'commonExpenseDocuments.send',
    method: 'POST',
    path: '/commonexpenses/documents/send',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: commonExpenseDocumentsSchema,
    response: okAnswer({ commonExpensesDetail: z.array(commonExpenseDetailSchema) }),
  }),
  save: defineCall({
    name: 'commonExpenseDocuments.save',
    method: 'POST',
    path: '/commonexpenses/documents/save',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: commonExpenseDocumentSaveSchema,
    response: okAnswer({ detail: commonExpenseDetailSchema }),
  }),
};
