import { accountMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError, tooManyRequests } from '../../core/errors/api-error';
import { queueMail } from '../../core/mail';
import type { UserValues } from '../../core/repositories/users.repository';
import type { Auth } from '../../core/types';
import { passwordChangedMail } from '../../lib/mail/templates';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { deviceOf } from '../../lib/user-agent';
import type { AccountRepositories } from './repositories';

/**
 * POST /auth/change: the current password proves it is the user; the new one clears indCreated. The e-mail says
 * when and from what (the request's User-Agent), so that an owner who did not do it can tell.
 */
export const changePassword = async (
  app: FastifyInstance,
  repos: AccountRepositories,
  auth: Auth,
  current: string,
  next: string,
  userAgent: string | undefined,
) => {
  // Every check counts, not only the failures: attempts sent at once must not all reach argon2 in the same gap.
  const checks = await app.limiter.hit(`password-check:${auth.user.id}`, app.config.rateLimits.passwordChecksPerUser);
  if (!checks.allowed) throw tooManyRequests(checks.retryAfterSeconds);
  if (!(await verifyPassword(auth.user.passwordHash, current))) throw new ApiError(400, accountMessages.wrongCurrent);
  if (current === next) throw new ApiError(400, accountMessages.sameAsCurrent);
  const passwordHash = await hashPassword(next);
  await app.db.transaction(async (tx) => {
    await repos.users.setPassword(auth.scope, auth.user.id, passwordHash, false, tx);
    const change = { at: new Date(), device: deviceOf(userAgent) };
    await queueMail(app, tx, passwordChangedMail(auth.user.email, auth.user.name, change));
  });
  await app.sessions.revokeAllOf(auth.user.id, auth.session.id);
  return accountMessages.changed;
};

/**
 * POST /auth/user: the user's own name, phone and cédula; never their e-mail, role, company or status. The e-mail
 * is the login: a session token alone must not move it elsewhere (then «¿Olvidó su contraseña?» would mail the new
 * address), and an answer that said whether an address is taken would tell who has a login. The administradora
 * changes it, as the account screen says.
 */
export const updateOwnProfile = async (
  repos: AccountRepositories,
  auth: Auth,
  values: Partial<Pick<UserValues, 'name' | 'email' | 'phone' | 'identity'>>,
) => {
  const { email, ...own } = values;
  if (email !== undefined && email.toLowerCase() !== auth.user.email.toLowerCase()) {
    throw new ApiError(400, accountMessages.emailByAdministrator);
  }
  await repos.users.update(auth.scope, auth.user.id, own);
  return accountMessages.profileUpdated;
};
