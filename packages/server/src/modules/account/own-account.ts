import { accountMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors/api-error';
import { queueMail } from '../../core/mail';
import type { Auth } from '../../core/types';
import { passwordChangedMail } from '../../lib/mail/templates';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { UserValues } from '../master/users.repository';
import type { AccountRepositories } from './repositories';

/** POST /auth/change: the current password proves it is the user; the new one clears indCreated. */
export const changePassword = async (
  app: FastifyInstance,
  repos: AccountRepositories,
  auth: Auth,
  current: string,
  next: string,
) => {
  if (!(await verifyPassword(auth.user.passwordHash, current))) throw new ApiError(400, accountMessages.wrongCurrent);
  if (current === next) throw new ApiError(400, accountMessages.sameAsCurrent);
  const passwordHash = await hashPassword(next);
  await app.db.transaction(async (tx) => {
    await repos.users.setPassword(auth.scope, auth.user.id, passwordHash, false, tx);
    await queueMail(app, tx, passwordChangedMail(auth.user.email, auth.user.name));
  });
  await app.sessions.revokeAllOf(auth.user.id, auth.session.id);
  return accountMessages.changed;
};

/** POST /auth/user: the user's own name, e-mail and phone; never their role, company or status. */
export const updateOwnProfile = async (
  repos: AccountRepositories,
  auth: Auth,
  values: Partial<Pick<UserValues, 'name' | 'email' | 'phone' | 'identity'>>,
) => {
  if (values.email && values.email.toLowerCase() !== auth.user.email.toLowerCase()) {
    const taken = await repos.users.findByEmail(values.email);
    if (taken) throw new ApiError(409, accountMessages.emailTaken);
  }
  await repos.users.update(auth.scope, auth.user.id, values);
  return accountMessages.profileUpdated;
};
