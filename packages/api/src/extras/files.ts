import type { Failure, UploadContentType, UploadPurpose } from '@horizontal/domain';
import { contract } from '@horizontal/domain';
import type { Http } from '../http';

export type UploadOptions = {
  /** Defaults to the file's own name (a File) or "archivo". */
  fileName?: string;
  /** What the file is for (its folder too): it decides who may upload it, its types and its size. */
  folder: UploadPurpose;
  /** Hears how much of the file storage has (0 to 1) while it goes, for a progress bar. */
  onProgress?: (fraction: number) => void;
};

export type Uploaded = { ok: true; message: string; key: string };

const nameOf = (file: Blob, fallback = 'archivo') =>
  typeof (file as Partial<File>).name === 'string' && (file as File).name !== '' ? (file as File).name : fallback;

/**
 * Files go straight from the browser to storage (SPEC §7): a signed URL from /general/getsignedurl, then a PUT.
 * A refused signature is an answer (returned); a storage failure throws StorageError (SPEC §8).
 */
export const createFilesExtras = (http: Http) => ({
  upload: async (file: Blob, options: UploadOptions): Promise<Uploaded | Failure> => {
    const signed = await http.call(contract.general.getSignedUrl, {
      body: {
        fileName: options.fileName ?? nameOf(file),
        contentType: file.type as UploadContentType,
        size: file.size,
        folder: options.folder,
      },
    });
    if (!signed.ok) return signed;
    await http.putToStorage(signed.url, signed.headers, file, options.onProgress);
    return { ok: true, message: 'Archivo subido.', key: signed.key };
  },
});

export type FilesExtras = ReturnType<typeof createFilesExtras>;
