import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { localFileRoutes } from './local-files.routes';
import { signedUrlRoutes } from './signed-uploads.routes';
import { createStoredFilesRepository } from './stored-files.repository';

/** Signed upload URLs and, when no bucket is configured, the disk that answers them. */
export const filesModule: FastifyPluginAsync = async (app) => {
  const storedFiles = createStoredFilesRepository(app.db);
  await app.register(contractCalls(signedUrlRoutes(storedFiles)));
  // Reached by the browser without our headers (direct uploads), so outside the x-system scope.
  if (app.localStorage) await app.register(localFileRoutes(app.localStorage, storedFiles));
};
