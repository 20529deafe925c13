import { contract, type SheetKind, XLSX_CONTENT_TYPE } from '@horizontal/domain';
import type { Http } from '../http';
import type { FilesExtras } from './files';

export const createCommonExpensesExtras = (http: Http, files: FilesExtras) => ({
  /** Puts a unit's statement in storage, then attaches it (documents/save). Storage failures throw. */
  uploadDocument: async (detailId: number, file: Blob) => {
    const stored = await files.upload(file, { folder: 'gastoscomunes' });
    if (!stored.ok) return stored;
    return http.call(contract.commonExpenseDocuments.save, { body: { detailId, key: stored.key } });
  },
  /**
   * Puts a filled template in storage, then reads it into the open period (commonexpenses/import). A file the
   * browser types otherwise (some save .xlsx as application/octet-stream) goes as what its name says.
   */
  uploadSheet: async (commonExpenseId: number, sheet: SheetKind, file: File) => {
    const typed = file.type === XLSX_CONTENT_TYPE ? file : new Blob([file], { type: XLSX_CONTENT_TYPE });
    const stored = await files.upload(typed, { folder: 'gastoscomunes', fileName: file.name });
    if (!stored.ok) return stored;
    return http.call(contract.commonExpenses.importSheet, { body: { commonExpenseId, sheet, key: stored.key } });
  },
  /**
   * Puts a collection network's payments file in storage, then confirms its lines into the open period
   * (commonexpenses/payments/import). A .csv the browser types otherwise (as Excel's) goes as text/csv.
   */
  uploadPayments: async (commonExpenseId: number, file: File) => {
    const typed = file.type === 'text/csv' ? file : new Blob([file], { type: 'text/csv' });
    const stored = await files.upload(typed, { folder: 'gastoscomunes', fileName: file.name });
    if (!stored.ok) return stored;
    return http.call(contract.commonExpenses.importPayments, { body: { commonExpenseId, key: stored.key } });
  },
});
