import { contract } from '@horizontal/domain';
import type { Http } from '../http';

/**
 * Contabilidad's year account as a PDF (a blob call): saved under a name that says which year and complejo it is,
 * which the contract cannot give.
 */
export const createCommonExpenseDocumentsExtras = (http: Http) => ({
  yearAccountPdf: (id: number, year: number, complejo: string) =>
    http.download(contract.commonExpenseDocuments.yearAccountPdf, `Rendición de cuentas ${year} - ${complejo}.pdf`, {
      params: { id, year },
    }),
});
