import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import type { FilesExtras } from './files';

export const createCommonExpensesExtras = (http: Http, files: FilesExtras) => ({
  /** Puts a unit's statement in storage, then attaches it (documents/save). Storage failures throw. */
  uploadDocument: async (detailId: number, file: Blob) => {
    const stored = await files.upload(file, { folder: 'gastoscomunes' });
    if (!stored.ok) return stored;
    return http.call(contract.commonExpenseDocuments.save, { body: { detailId, key: stored.key } });
  },
});
