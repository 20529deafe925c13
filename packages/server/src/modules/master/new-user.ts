import type { FastifyInstance } from 'fastify';
import { appLink, sendQuietly } from '../../core/mail';
import type { Scope } from '../../core/tenant/scope';
import { newUserMail } from '../../lib/mail/templates';
import { hashPassword } from '../../lib/passwords';
import { temporaryPassword } from '../../lib/temporary-password';
import type { UsersRepository, UserValues } from './users.repository';

/** A new user of the master's table: temporary password, indCreated, and an e-mail with both. */
export const createUserWithTemporaryPassword = async (
  app: FastifyInstance,
  users: UsersRepository,
  scope: Scope,
  values: UserValues,
  buildingIds: number[],
) => {
  const password = temporaryPassword();
  const user = await users.create(scope, values, await hashPassword(password), buildingIds);
  const mailed = await sendQuietly(app, newUserMail(user.email, user.name, password, appLink(app, '/login')));
  return { user, mailed };
};
