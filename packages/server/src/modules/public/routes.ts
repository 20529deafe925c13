import { randomBytes } from 'node:crypto';
import { contract, publicMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages, tooManyRequests } from '../../core/errors/api-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { contactGuardOf } from './contact-guard';
import { requestPasswordReset, submitAccessRequest, submitContact, validatePasswordReset } from './flows';
import type { PublicRepositories } from './repositories';
import { createSignInThrottle } from './sign-in-throttle';

// Verified against when the e-mail is unknown, so that both failures take the same time.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
};

/** The calls the contract makes public: sign-in (throttled by its failures) and the forms of the landing, per IP. */
export const publicRoutes = (repos: PublicRepositories) => async (app: FastifyInstance) => {
  const limits = app.config.rateLimits;
  const signInTurn = createSignInThrottle(app);
  const contactGuard = contactGuardOf(app);

  registerCall(app, contract.auth.signin, async ({ body, request }) => {
    const turn = await signInTurn(body.email, request.ip);
    if (!('failed' in turn)) throw tooManyRequests(turn.retryAfterSeconds);
    const user = await repos.users.findByEmail(body.email);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), body.password);
    if (!user || !valid) {
      await turn.failed();
      throw new ApiError(401, messages.badCredentials);
    }
    await turn.succeeded();
    if (user.status !== 'activo') throw new ApiError(403, messages.inactiveUser);
    // The session user comes with the token (what /auth/data answers), read while the session is written.
    const [token, sessionUser] = await Promise.all([
      app.sessions.create(user.id, app.config.sessionTtlHours),
      repos.users.loadSessionUser(user.id),
    ]);
    return {
      message: publicMessages.signedIn,
      token,
      indCreated: user.indCreated,
      ...(sessionUser ? { user: sessionUser } : {}),
    };
  });

  const form = (name: string) => ({ limit: { name: `form:${name}`, limit: limits.formsPerIp } });

  registerCall(
    app,
    contract.auth.contact,
    async ({ body, request }) => {
      await contactGuard.check(body, false);
      return { message: await submitContact(app, body, request.ip) };
    },
    form('contact'),
  );

  registerCall(
    app,
    contract.auth.access,
    async ({ body, request }) => ({ message: await submitAccessRequest(app, repos, body, request.ip) }),
    form('access'),
  );

  registerCall(
    app,
    contract.auth.forgot,
    async ({ body, request }) => ({ message: requestPasswordReset(app, repos, request, body.email) }),
    form('forgot'),
  );

  registerCall(
    app,
    contract.auth.validate,
    async ({ body, request }) => ({
      message: await validatePasswordReset(app, repos, body.email, body.code, request.ip),
    }),
    form('validate'),
  );
};
