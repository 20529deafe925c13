import { accountMessages, contract } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { changePassword, updateOwnProfile } from './own-account';
import type { AccountRepositories } from './repositories';

/** The signed-in person's own calls; all but /auth/user stay open to a temporary password (indCreated). */
export const accountRoutes = (repos: AccountRepositories) => async (app: FastifyInstance) => {
  registerCall(
    app,
    contract.auth.data,
    async ({ body, auth }) => {
      if (body.device !== undefined) await app.sessions.setDevice(auth.session.id, body.device ?? null);
      const user = await repos.users.loadSessionUser(auth.user.id);
      if (!user) throw new ApiError(401, messages.invalidToken);
      return { message: 'OK', user };
    },
    { allowTemporaryPassword: true },
  );

  registerCall(
    app,
    contract.auth.signout,
    async ({ auth }) => {
      await app.sessions.revoke(auth.session.id);
      return { message: accountMessages.signedOut };
    },
    { allowTemporaryPassword: true },
  );

  registerCall(app, contract.auth.user, async ({ body, auth }) => {
    const message = await updateOwnProfile(repos, auth, {
      name: body.name,
      phone: body.phone,
      email: body.email,
      identity: body.identity,
    });
    const user = await repos.users.loadSessionUser(auth.user.id);
    if (!user) throw new ApiError(401, messages.invalidToken);
    return { message, user };
  });

  registerCall(
    app,
    contract.auth.change,
    async ({ body, auth, request }) => ({
      message: await changePassword(
        app,
        repos,
        auth,
        body.currentPassword,
        body.newPassword,
        request.headers['user-agent'],
      ),
    }),
    { allowTemporaryPassword: true },
  );
};
