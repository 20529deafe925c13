import { contract } from '@horizontal/domain';
import { bindContract, withExtras } from './bind';
import { createExtras } from './extras';
import { createHttp, type HttpOptions } from './http';

export type { PathParamNames } from './bind';
export type { DocumentFileInput } from './extras/documents';
export type { Uploaded, UploadOptions } from './extras/files';
export type { LocalStubAnswer } from './extras/maintenances';
export {
  type CallInput,
  connectionFailure,
  createHttp,
  type Downloaded,
  type Http,
  type HttpOptions,
  StorageError,
} from './http';
export { browserSaveFile, type SaveFile } from './save-file';

/**
 * The backend client: one typed function per call of the contract, grouped as the contract groups them and bound
 * from each call's definition (bind.ts), with the hand-written extras laid over their groups (extras/). A new call
 * or group of the contract needs no edit here.
 */
export const createApi = (options: HttpOptions) => {
  const http = createHttp(options);
  return withExtras(bindContract(http, contract), createExtras(http));
};

export type Api = ReturnType<typeof createApi>;

/** Functions of createApi that are not one call of the contract each. */
export const apiExtras = [
  'files.upload',
  'documents.uploadFile',
  'documents.download',
  'contracts.download',
  'commonExpenses.uploadDocument',
  'commonExpenses.uploadSheet',
  'commonExpenses.uploadPayments',
  'maintenances.update',
  'notifications.streamTicket',
] as const;
