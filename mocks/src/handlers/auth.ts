import { contract } from '@horizontal/domain';
import { db } from '../db';
import { mockResetCode, mockTemporaryPassword } from '../fixtures/users';
import { conflict, MockError, messages, notFound, sessionUserOf, tokenFor } from './guards';
import { mockCall } from './mock-call';

const calls = contract.auth;

const accountByEmail = (email: string) => db.users.find((account) => account.user.email === email.toLowerCase());

export const authHandlers = [
  mockCall(calls.signin, ({ body }) => {
    const account = accountByEmail(body.email);
    if (!account || account.password !== body.password) throw new MockError(401, messages.badCredentials);
    if (account.status !== 'activo') throw new MockError(403, messages.inactiveUser);
    const token = tokenFor(account.user.id);
    db.sessions.set(token, account.user.id);
    return { message: 'Sesión iniciada.', token, indCreated: account.user.indCreated };
  }),

  mockCall(calls.data, ({ session }) => ({ message: 'OK', user: sessionUserOf(session.account) })),

  mockCall(calls.user, ({ body, session }) => {
    const { account } = session;
    if (body.email && body.email !== account.user.email && accountByEmail(body.email)) {
      throw conflict('Ya existe un usuario con ese correo electrónico.');
    }
    account.user = {
      ...account.user,
      name: body.name,
      phone: body.phone,
      email: body.email ?? account.user.email,
      identity: body.identity ?? account.user.identity,
    };
    return { message: 'Sus datos se actualizaron.', user: sessionUserOf(account) };
  }),

  mockCall(calls.contact, () => ({ message: 'Recibimos su consulta. Le responderemos a la brevedad.' })),

  mockCall(calls.access, ({ body }) => {
    const building = db.buildings.find((candidate) => candidate.id === body.buildingId);
    if (!building || building.companyId !== body.companyId) {
      throw notFound('El complejo elegido no existe o no pertenece a esa administradora.');
    }
    return { message: 'Recibimos su solicitud. La administradora la revisará y le escribirá.' };
  }),

  /** The same answer for known and unknown e-mails (the contract says why); only known ones get a code. */
  mockCall(calls.forgot, ({ body }) => {
    if (accountByEmail(body.email)?.status === 'activo') db.resetCodes.set(body.email.toLowerCase(), mockResetCode);
    return {
      message: 'Si el correo corresponde a un usuario activo, le enviamos un código. Revise su bandeja de entrada.',
    };
  }),

  mockCall(calls.validate, ({ body }) => {
    const email = body.email.toLowerCase();
    const account = accountByEmail(email);
    if (!account || db.resetCodes.get(email) !== body.code) {
      throw new MockError(400, 'El código no es válido o venció. Pida uno nuevo.');
    }
    db.resetCodes.delete(email);
    account.password = mockTemporaryPassword;
    account.user = { ...account.user, indCreated: true };
    return {
      message:
        'Código correcto. Le enviamos una contraseña temporal a su correo: ingrese con ella para elegir una nueva.',
    };
  }),

  mockCall(calls.change, ({ body, session }) => {
    const { account } = session;
    if (account.password !== body.currentPassword) throw new MockError(400, 'La contraseña actual no es correcta.');
    if (body.newPassword === body.currentPassword) {
      throw new MockError(400, 'La contraseña nueva debe ser distinta de la actual.');
    }
    account.password = body.newPassword;
    account.user = { ...account.user, indCreated: false };
    return { message: 'Contraseña actualizada.' };
  }),

  mockCall(calls.signout, ({ session }) => {
    db.sessions.delete(session.token);
    db.revokedTokens.add(session.token);
    return { message: 'Sesión cerrada.' };
  }),
];
