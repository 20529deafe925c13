import type { Failure } from '@horizontal/domain';
import { contract } from '@horizontal/domain';
import type { Downloaded, Http } from '../http';

/** A contract's signed copy travels from storage, around the call that signs its link. */
export const createContractsExtras = (http: Http) => ({
  /** Asks for the signed link (contracts/file), fetches the copy from storage and saves it. Storage failures throw. */
  download: async (id: number): Promise<Downloaded | Failure> => {
    const link = await http.call(contract.contracts.file, { params: { id } });
    if (!link.ok) return link;
    http.saveFile(await http.getFromStorage(link.url), link.fileName);
    return { ok: true, message: 'Archivo descargado.', fileName: link.fileName };
  },
});
