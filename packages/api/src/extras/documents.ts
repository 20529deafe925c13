import type { Failure, UploadContentType } from '@horizontal/domain';
import { contract } from '@horizontal/domain';
import type { Downloaded, Http } from '../http';
import type { FilesExtras } from './files';

export type DocumentFileInput = { buildingId: number; categoryId?: number | null; name: string };

/** Document files travel straight to and from storage, around the calls that register and sign them. */
export const createDocumentsExtras = (http: Http, files: FilesExtras) => {
  const calls = contract.documents;
  return {
    /**
     * Puts the file in storage, then registers it (documents/upload). Storage failures throw. `onProgress` hears
     * how much of the file storage has (0 to 1), for the upload's bar.
     */
    uploadFile: async (file: Blob, input: DocumentFileInput, onProgress?: (fraction: number) => void) => {
      const stored = await files.upload(file, { fileName: input.name, folder: 'documentos', onProgress });
      if (!stored.ok) return stored;
      return http.call(calls.upload, {
        body: {
          ...input,
          key: stored.key,
          contentType: file.type as UploadContentType,
          sizeBytes: file.size,
        },
      });
    },

    /** Asks for the signed path, fetches the file from storage and saves it. Storage failures throw. */
    download: async (id: number): Promise<Downloaded | Failure> => {
      const path = await http.call(calls.getPath, { body: { id } });
      if (!path.ok) return path;
      http.saveFile(await http.getFromStorage(path.url), path.fileName);
      return { ok: true, message: 'Archivo descargado.', fileName: path.fileName };
    },
  };
};
