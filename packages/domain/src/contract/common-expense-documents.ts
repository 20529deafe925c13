import { z } from 'zod';
import {
  commonExpenseDetailSchema,
  commonExpenseDocumentSaveSchema,
  commonExpenseDocumentsSchema,
} from '../entities/common-expense';
import { documentJobSchema } from '../entities/document-job';
import { idParams, pathId } from '../entities/fields';
import { yearAccountSchema } from '../entities/year-account';
import { defineCall, fileAnswer, noBody, okAnswer } from './define';

const detail = 'gastoscomunes/detalle';

/** `{year}` of a path: a calendar year as digits. */
const pathYear = z.coerce
  .number({ error: 'El año de la ruta debe ser un número.' })
  .int('El año de la ruta debe ser un número entero.')
  .min(2000, 'El año debe ser 2000 o posterior.')
  .max(2100, 'El año debe ser 2100 o anterior.');

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
  /**
   * Not in the spec's table: Contabilidad (the module menu's first entry, without a route or screens in the spec),
   * the year's account of a complejo (`id`) that the administrator presents to the assembly, and the years that
   * have periods, newest first, to choose from.
   */
  yearAccount: defineCall({
    name: 'commonExpenseDocuments.yearAccount',
    method: 'GET',
    path: '/commonexpenses/yearaccount/{id}/{year}',
    public: false,
    module: '/contabilidad',
    params: z.object({ id: pathId, year: pathYear }),
    request: noBody,
    response: okAnswer({ yearAccount: yearAccountSchema, years: z.array(z.number().int()) }),
  }),
  /** Not in the spec's table: the year's account (`yearAccount`) as a PDF file, to print or hand to the assembly. */
  yearAccountPdf: defineCall({
    name: 'commonExpenseDocuments.yearAccountPdf',
    method: 'GET',
    path: '/commonexpenses/yearaccount/pdf/{id}/{year}',
    public: false,
    module: '/contabilidad',
    responseType: 'blob',
    params: z.object({ id: pathId, year: pathYear }),
    request: noBody,
    response: fileAnswer,
  }),
};
