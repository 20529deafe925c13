import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client';
import { newUserMail, temporaryPasswordMail } from '../lib/mail/templates';
import { hashPassword } from '../lib/passwords';
import { temporaryPassword } from '../lib/temporary-password';
import { appLink, queueMail } from './mail';
import type { UsersRepository, UserValues } from './repositories/users.repository';
import type { Scope } from './tenant/scope';

/**
 * A new user, from the master's users or the configuration's employees: temporary password, indCreated, and an
 * e-mail with both, queued in the same transaction as the user (and whatever the caller adds to it), so that a failed
 * creation mails nothing.
 */
export const createUserWithTemporaryPassword = async (
  app: FastifyInstance,
  tx: Transaction,
  users: UsersRepository,
  scope: Scope,
  values: UserValues,
  buildingIds: number[],
) => {
  const password = temporaryPassword();
  const user = await users.create(tx, scope, values, await hashPassword(password), buildingIds);
  await queueMail(app, tx, newUserMail(user.email, user.name, password, appLink(app, '/login')));
  return user;
};

/** A new temporary password for an existing user, mailed in the same transaction that stores it. */
export const sendTemporaryPassword = async (
  app: FastifyInstance,
  tx: Transaction,
  users: UsersRepository,
  scope: Scope,
  user: { id: number; email: string; name: string },
) => {
  const password = temporaryPassword();
  await users.setPassword(scope, user.id, await hashPassword(password), true, tx);
  await queueMail(app, tx, temporaryPasswordMail(user.email, user.name, password, appLink(app, '/login')));
};
