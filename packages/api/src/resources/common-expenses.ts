import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';
import type { FilesApi } from './files';

/** Gastos comunes: periods, statements, movements, closures, documents and payments. */
export const createCommonExpensesApi = (http: Http, files: FilesApi) => {
  const calls = contract.commonExpenses;
  return {
    findAll: withPathId(http, calls.findAll),
    detail: withPathId(http, calls.detail),
    closures: withPathId(http, calls.closures),
    movements: withPathId(http, calls.movements),
    create: withBody(http, calls.create),
    createDetail: withBody(http, calls.createDetail),
    createMovement: withBody(http, calls.createMovement),
    generateDocuments: withBody(http, calls.generateDocuments),
    sendDocuments: withBody(http, calls.sendDocuments),
    saveDocument: withBody(http, calls.saveDocument),
    confirmPayment: withBody(http, calls.confirmPayment),

    /** Puts a unit's statement in storage, then attaches it (documents/save). Storage failures throw. */
    uploadDocument: async (detailId: number, file: Blob) => {
      const stored = await files.upload(file, { folder: 'gastoscomunes' });
      if (!stored.ok) return stored;
      return http.call(calls.saveDocument, { body: { detailId, key: stored.key } });
    },
  };
};
