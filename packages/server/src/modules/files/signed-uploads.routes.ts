import { contract } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { signedUploadFor } from './signed-uploads';
import type { StoredFilesRepository } from './stored-files.repository';

/** POST /general/getsignedurl: the contract puts it under /general, but it is the files' way in. */
export const signedUrlRoutes = (storedFiles: StoredFilesRepository) => async (app: FastifyInstance) => {
  registerCall(app, contract.general.getSignedUrl, async ({ body, auth }) => ({
    message: 'OK',
    ...(await signedUploadFor(app, storedFiles, auth, body)),
  }));
};
