import { contract } from '@horizontal/domain';
import { db } from '../db';
import { changeAccountStatus, createAccount, updateAccount, userOf } from './accounts';
import { notFound } from './guards';
import { mockCall } from './mock-call';

const calls = contract.users;

const accountOf = (id: number) => {
  const account = db.users.find((candidate) => candidate.user.id === id);
  if (!account) throw notFound('El usuario no existe.');
  return account;
};

/** Master only (mockCall refuses anyone else). */
export const usersHandlers = [
  mockCall(calls.findAll, () => ({ message: 'OK', users: db.users.map(userOf) })),

  mockCall(calls.create, ({ body }) => ({
    message: 'Usuario creado. Le enviamos una contraseña temporal por correo.',
    user: userOf(createAccount(body)),
  })),

  mockCall(calls.update, ({ body }) => {
    const account = accountOf(body.id);
    updateAccount(account, body);
    return { message: 'Usuario actualizado.', user: userOf(account) };
  }),

  mockCall(calls.status, ({ body }) => {
    const account = accountOf(body.id);
    changeAccountStatus(account, body.status);
    return { message: 'Estado actualizado.', user: userOf(account) };
  }),
];
