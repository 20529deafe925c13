import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../../lib/tokens';
import { ApiError, messages } from '../errors/api-error';
import { scopeFor } from '../tenant/scope';
import type { Auth } from '../types';

/** Resolves a session token to a live session of an active user, or refuses with 401/403. */
export const authenticateToken = async (app: FastifyInstance, token: unknown, ip: string | null): Promise<Auth> => {
  if (typeof token !== 'string' || token.length === 0) throw new ApiError(401, messages.missingToken);
  if (token.length > 200) throw new ApiError(401, messages.invalidToken);
  const live = await app.authCache.session(hashToken(token), () => app.sessions.findLive(token));
  if (!live) throw new ApiError(401, messages.invalidToken);
  if (live.user.status !== 'activo') throw new ApiError(403, messages.inactiveUser);
  return { ...live, scope: scopeFor(live.user, live.role, live.buildingIds, ip) };
};

/** Resolves x-token to a live session, or refuses with 401. */
export const authenticate = async (app: FastifyInstance, request: FastifyRequest) => {
  const auth = await authenticateToken(app, request.headers['x-token'], request.ip);
  request.auth = auth;
  return auth;
};
