import { X_SYSTEM_HEADER, X_SYSTEM_VALUE } from '@horizontal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, messages } from '../errors/api-error';
import { scopeFor } from '../tenant/scope';
import type { Auth } from '../types';

/** Every API call must say it comes from this system (SPEC §7: x-system: 1). */
export const requireSystemHeader = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.headers[X_SYSTEM_HEADER] !== String(X_SYSTEM_VALUE)) throw new ApiError(400, messages.missingSystem);
  });
};

/** Resolves a session token to a live session of an active user, or refuses with 401/403. */
export const authenticateToken = async (app: FastifyInstance, token: unknown, ip: string | null): Promise<Auth> => {
  if (typeof token !== 'string' || token.length === 0) throw new ApiError(401, messages.missingToken);
  if (token.length > 200) throw new ApiError(401, messages.invalidToken);
  const live = await app.repos.sessions.findLive(token);
  if (!live) throw new ApiError(401, messages.invalidToken);
  if (live.user.status !== 'activo') throw new ApiError(403, messages.inactiveUser);
  return { ...live, scope: scopeFor(live.user, live.role.name, live.buildingIds, ip) };
};

/** Resolves x-token to a live session, or refuses with 401. */
export const authenticate = async (app: FastifyInstance, request: FastifyRequest) => {
  const auth = await authenticateToken(app, request.headers['x-token'], request.ip);
  request.auth = auth;
  return auth;
};
