import { X_SYSTEM_HEADER, X_SYSTEM_VALUE } from '@horizontal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, messages } from '../errors/api-error';

/**
 * A module's calls of the contract, in one encapsulated scope where every request must say it comes from this
 * system (SPEC §7: x-system: 1). What the browser reaches without our headers (EventSource, signed uploads) is
 * registered outside it.
 */
export const contractCalls =
  (...groups: FastifyPluginAsync[]): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.headers[X_SYSTEM_HEADER] !== String(X_SYSTEM_VALUE)) throw new ApiError(400, messages.missingSystem);
    });
    for (const group of groups) await app.register(group);
  };
