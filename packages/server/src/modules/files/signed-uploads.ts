import { type UploadPurpose, uploadMessages, uploadRefusalOf } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { permissionsOf } from '../../core/auth/permissions';
import { ApiError } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import type { Auth } from '../../core/types';
import { baseContentType, newFileKey, type SignedUpload } from '../../lib/storage';
import type { StoredFilesRepository } from './stored-files.repository';

export type UploadRequest = { fileName: string; contentType: string; size: number; folder: UploadPurpose };

const megabytes = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 1 });

export const quotaMessage = (quotaBytes: number) =>
  `Se alcanzó el espacio de archivos de la administradora (${megabytes.format(quotaBytes / 1_048_576)} MB). Pida más espacio para subir este archivo.`;

// A local upload that starts just before its URL expires still needs its space while the body arrives.
const UPLOAD_GRACE_SECONDS = 600;

/** Who owns a file decides its folder, so that a key always says which company it belongs to. */
const ownerOf = (scope: Scope) => (scope.kind === 'tenant' ? `c${scope.companyId}` : `u${scope.userId ?? 0}`);

/**
 * POST /general/getsignedurl: checks who asks, the purpose's types and size (uploadRefusalOf, the same rule as the
 * mocks) and the company's space before anything is signed, and builds the key on the server (the client never
 * chooses where a file lands). The URL uploads once.
 */
export const signedUploadFor = async (
  app: FastifyInstance,
  storedFiles: StoredFilesRepository,
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
  // The master's own files (the logos) belong to no administradora: no quota holds them.
  if (auth.scope.kind === 'tenant') {
    const { quotaBytes, urlTtlSeconds } = app.config.files;
    const held = await storedFiles.reserve({
      key,
      companyId: auth.scope.companyId,
      sizeBytes: request.size,
      quotaBytes,
      // The bucket never tells this server that a file arrived: a URL signed for it counts as stored.
      pendingSeconds: app.storage.kind === 'local' ? urlTtlSeconds + UPLOAD_GRACE_SECONDS : null,
    });
    if (!held) throw new ApiError(409, quotaMessage(quotaBytes));
  }
  return app.storage.signUpload({ key, contentType, size: request.size });
};
