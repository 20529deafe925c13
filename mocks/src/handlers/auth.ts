import { accountMessages, contract, honeypotFilled, publicMessages } from '@horizontal/domain';
import { db } from '../db';
import { mockResetCode, mockTemporaryPassword } from '../fixtures/users';
import { MockError, messages, sessionUserOf, tokenFor } from './guards';
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
    return {
      message: publicMessages.signedIn,
      token,
      indCreated: account.user.indCreated,
      user: sessionUserOf(account),
    };
  }),

  mockCall(calls.data, ({ session }) => ({ message: 'OK', user: sessionUserOf(session.account) })),

  mockCall(calls.user, ({ body, session }) => {
    const { account } = session;
    if (body.email !== undefined && body.email.toLowerCase() !== account.user.email.toLowerCase()) {
      throw new MockError(400, accountMessages.emailByAdministrator);
    }
    account.user = {
      ...account.user,
      name: body.name,
      phone: body.phone,
      identity: body.identity ?? account.user.identity,
    };
    return { message: accountMessages.profileUpdated, user: sessionUserOf(account) };
  }),

  // The field people never see, refused as the server does; the signed time is the server's alone to check.
  mockCall(calls.contact, ({ body }) => {
    if (honeypotFilled(body)) throw new MockError(400, publicMessages.contactRefused);
    return { message: publicMessages.contactReceived };
  }),

  mockCall(calls.access, ({ body }) => {
    const building = db.buildings.find((candidate) => candidate.id === body.buildingId);
    if (!building || building.companyId !== body.companyId) {
      throw new MockError(400, publicMessages.unknownBuilding);
    }
    return { message: publicMessages.accessReceived };
  }),

  /** The same answer for known and unknown e-mails (the contract says why); only known ones get a code. */
  mockCall(calls.forgot, ({ body }) => {
    if (accountByEmail(body.email)?.status === 'activo') db.resetCodes.set(body.email.toLowerCase(), mockResetCode);
    return { message: publicMessages.codeSent };
  }),

  mockCall(calls.validate, ({ body }) => {
    const email = body.email.toLowerCase();
    const account = accountByEmail(email);
    if (!account || db.resetCodes.get(email) !== body.code) {
      throw new MockError(400, publicMessages.codeInvalid);
    }
    db.resetCodes.delete(email);
    account.password = mockTemporaryPassword;
    account.user = { ...account.user, indCreated: true };
    return { message: publicMessages.temporarySent };
  }),

  mockCall(calls.change, ({ body, session }) => {
    const { account } = session;
    if (account.password !== body.currentPassword) throw new MockError(400, accountMessages.wrongCurrent);
    if (body.newPassword === body.currentPassword) {
      throw new MockError(400, accountMessages.sameAsCurrent);
    }
    account.password = body.newPassword;
    account.user = { ...account.user, indCreated: false };
    return { message: accountMessages.changed };
  }),

  mockCall(calls.signout, ({ session }) => {
    db.sessions.delete(session.token);
    db.revokedTokens.add(session.token);
    return { message: accountMessages.signedOut };
  }),
];
