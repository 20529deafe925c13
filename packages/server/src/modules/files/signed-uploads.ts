import { type UploadPurpose, uploadMessages, uploadRefusalOf } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { permissionsOf } from '../../core/auth/permissions';
import { ApiError } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import type { Auth } from '../../core/types';
import { baseContentType, newFileKey, type SignedUpload } from '../../lib/storage';

export type UploadRequest = { fileName: string; contentType: string; size: number; folder: UploadPurpose };

/** Who owns a file decides its folder, so that a key always says which company it belongs to. */
const ownerOf = (scope: Scope) => (scope.kind === 'tenant' ? `c${scope.companyId}` : `u${scope.userId ?? 0}`);

/**
 * POST /general/getsignedurl: checks who asks, the purpose's types and size (uploadRefusalOf, the same rule as the
 * mocks) before anything is signed, and builds the key on the server (the client never chooses where a file
 * lands). The URL uploads once.
 */
export const signedUploadFor = async (
  app: FastifyInstance,
  auth: Auth,
  request: UploadRequest,
): Promise<SignedUpload> => {
  const contentType = baseContentType(request.contentType);
  const grants =
    auth.scope.kind === 'master'
      ? null
      : await permissionsOf(app.db, auth.role.id).then((granted) => ({
          modules: granted.modules,
          screens: granted.functionalities,
        }));
  const refusal = uploadRefusalOf({ ...request, contentType }, grants);
  if (refusal) throw new ApiError(refusal === uploadMessages.notAllowed ? 403 : 400, refusal);
  if (request.size > app.config.files.maxBytes) throw new ApiError(400, uploadMessages.size(request.folder));
  const key = newFileKey(ownerOf(auth.scope), request.folder, request.fileName, contentType);
  return app.storage.signUpload({ key, contentType, size: request.size });
};
