import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import { allowedFileTypes, baseContentType, isAllowedType, newFileKey, type SignedUpload } from '../../lib/storage';

export const fileRequestMessages = {
  type: `Ese tipo de archivo no se admite. Suba ${[...new Set(Object.values(allowedFileTypes))]
    .map((extension) => extension.toUpperCase())
    .join(', ')}.`,
  size: (maxBytes: number) => `El archivo supera el máximo de ${Math.round(maxBytes / 1_048_576)} MB.`,
  folder: 'La carpeta indicada no es válida.',
} as const;

export type UploadRequest = { fileName: string; contentType: string; size?: number; folder?: string };

/** Who owns a file decides its folder, so that a key always says which company it belongs to. */
const ownerOf = (scope: Scope) => (scope.kind === 'tenant' ? `c${scope.companyId}` : `u${scope.userId ?? 0}`);

/**
 * POST /general/getsignedurl: checks type and size before anything is signed, and builds the key on the server
 * (the client never chooses where a file lands).
 */
export const signedUploadFor = async (
  app: FastifyInstance,
  scope: Scope,
  request: UploadRequest,
): Promise<SignedUpload> => {
  if (!isAllowedType(request.contentType)) throw new ApiError(400, fileRequestMessages.type);
  const maxBytes = app.config.files.maxBytes;
  if (request.size !== undefined && (request.size <= 0 || request.size > maxBytes)) {
    throw new ApiError(400, fileRequestMessages.size(maxBytes));
  }
  const folder = request.folder ?? 'archivos';
  if (!/^[a-z0-9-]{1,40}$/.test(folder)) throw new ApiError(400, fileRequestMessages.folder);
  const contentType = baseContentType(request.contentType);
  const key = newFileKey(ownerOf(scope), folder, request.fileName, contentType);
  return app.storage.signUpload({ key, contentType, size: request.size });
};
