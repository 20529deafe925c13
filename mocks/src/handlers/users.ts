import { contract, userMessages } from '@horizontal/domain';
import { db } from '../db';
import { changeAccountStatus, createAccount, resetToTemporaryPassword, updateAccount, userOf } from './accounts';
import { MockError, messages, notFound } from './guards';
import { mockCall } from './mock-call';

const calls = contract.users;

const accountOf = (id: number) => {
  const account = db.users.find((candidate) => candidate.user.id === id);
  if (!account) throw notFound(messages.userNotFound);
  return account;
};

/** Master only (mockCall refuses anyone else). */
export const usersHandlers = [
  mockCall(calls.findAll, () => ({ message: 'OK', users: db.users.map(userOf) })),

  mockCall(calls.create, ({ body }) => ({
    message: userMessages.created,
    user: userOf(createAccount(body)),
  })),

  mockCall(calls.update, ({ body }) => {
    const account = accountOf(body.id);
    updateAccount(account, body);
    return { message: userMessages.updated, user: userOf(account) };
  }),

  mockCall(calls.status, ({ body, user }) => {
    if (body.id === user.id && body.status !== 'activo') throw new MockError(400, userMessages.ownStatus);
    const account = accountOf(body.id);
    changeAccountStatus(account, body.status);
    return { message: userMessages.status, user: userOf(account) };
  }),

  mockCall(calls.temporaryPassword, ({ body, user }) => {
    if (body.id === user.id) throw new MockError(400, userMessages.ownTemporaryPassword);
    const account = accountOf(body.id);
    if (account.status !== 'activo') throw new MockError(400, userMessages.temporaryPasswordOfInactive);
    resetToTemporaryPassword(account);
    return { message: userMessages.temporaryPasswordSent(account.user.email) };
  }),
];
