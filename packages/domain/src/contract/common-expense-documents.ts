import { z } from 'zod';
import {
  commonExpenseDetailSchema,
  commonExpenseDocumentSaveSchema,
  commonExpenseDocumentsSchema,
} from '../entities/common-expense';
import { documentJobSchema } from '../entities/document-job';
import { idParams } from '../entities/fields';
import { defineCall, noBody, okAnswer } from './define';

const detail = 'gastoscomunes/detalle';

/**
 * The documents of a closed period (SPEC §7's commonexpenses/documents calls): its statements as files, generated,
 * attached and e-mailed to the units. A group of its own because they are their own module's (the ledger's figures
 * come first): `common-expense-documents` in domain/src/modules.ts.
 */
export const commonExpenseDocumentsContract = {
  /**
   * Builds the statements of a closed period (cerrado → generado) in the background: answers at once with the
   * details as they are and, beside the spec's fields, the `job` whose progress `jobs` reads.
   */
  generate: defineCall({
    name: 'commonExpenseDocuments.generate',
    method: 'POST',
    path: '/commonexpenses/documents/generate',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: commonExpenseDocumentsSchema,
    response: okAnswer({ commonExpensesDetail: z.array(commonExpenseDetailSchema), job: documentJobSchema }),
  }),
  /**
   * E-mails each statement, with its PDF, to the unit's residents with an address (generado → enviado), in the
   * background; what already went is never sent again. Answers the details and, beside the spec's fields, the `job`.
   */
  send: defineCall({
    name: 'commonExpenseDocuments.send',
    method: 'POST',
    path: '/commonexpenses/documents/send',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    request: commonExpenseDocumentsSchema,
    response: okAnswer({ commonExpensesDetail: z.array(commonExpenseDetailSchema), job: documentJobSchema }),
  }),
  /** Not in the spec's table: the background jobs of a period (`id`), newest first, with their progress. */
  jobs: defineCall({
    name: 'commonExpenseDocuments.jobs',
    method: 'GET',
    path: '/commonexpenses/documents/jobs/{id}',
    public: false,
    module: '/gastos-comunes',
    functionality: detail,
    params: idParams,
    request: noBody,
    response: okAnswer({ jobs: z.array(documentJobSchema) }),
  }),
  /** Attaches an uploaded file as a unit's statement, in place of the generated one. */
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
