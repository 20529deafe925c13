import { commonExpenseMessages, type UploadPurpose } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { companyOfKey, isValidKey, storedContentMatches } from '../lib/storage';
import { ApiError } from './errors/api-error';
import type { Scope } from './tenant/scope';

/**
 * The bytes of a file the caller's administradora uploaded (getsignedurl puts each under «c<id>/»): no other
 * administradora's file is ever read, and a key that is not there answers as missing, in Spanish.
 */
/** Whether the caller's administradora uploaded the key (the master reaches every one). */
export const ownsUpload = (scope: Scope, key: string) =>
  scope.kind === 'tenant' ? companyOfKey(key) === scope.companyId : scope.kind === 'master';

export const uploadedFile = async (app: FastifyInstance, scope: Scope, key: string): Promise<Buffer> => {
  const bytes = ownsUpload(scope, key) ? await app.storage.get(key) : null;
  if (!bytes) throw new ApiError(404, commonExpenseMessages.sheetMissing);
  return bytes;
};

/**
 * Whether `key` is a file the administradora `companyId` uploaded for `folder` (getsignedurl puts it under
 * «c<id>/<folder>/») whose first bytes are of the type its name says, and of `type` when given: a bucket stores
 * whatever the browser sends, and the key's extension decides how it is served.
 */
export const isUploadFor = async (
  app: FastifyInstance,
  companyId: number,
  key: string,
  folder: UploadPurpose,
  type?: string,
) =>
  isValidKey(key) &&
  companyOfKey(key) === companyId &&
  key.split('/')[1] === folder &&
  (await storedContentMatches(app.storage, key, type === undefined ? undefined : (stored) => stored === type));
