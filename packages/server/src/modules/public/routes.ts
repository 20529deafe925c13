import { randomBytes } from 'node:crypto';
import { contract } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages, tooManyRequests } from '../../core/errors/api-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { requestPasswordReset, submitAccessRequest, submitContact, validatePasswordReset } from './flows';
import type { PublicRepositories } from './repositories';

// Verified against when the e-mail is unknown, so that both failures take the same time.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
};

/** The calls the contract makes public: sign-in and the forms of the landing, each limited per IP. */
export const publicRoutes = (repos: PublicRepositories) => async (app: FastifyInstance) => {
  const limits = app.config.rateLimits;

  registerCall(
    app,
    contract.auth.signin,
    async ({ body }) => {
      // Failures are counted per e-mail (whatever the IP) so that guessing one password from many addresses stops too.
      const emailKey = `signin-failures:${body.email.toLowerCase()}`;
      const failures = await app.limiter.peek(emailKey, limits.signinFailuresPerEmail);
      if (!failures.allowed) throw tooManyRequests(failures.retryAfterSeconds);
      const user = await repos.users.findByEmail(body.email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), body.password);
      if (!user || !valid) {
        await app.limiter.hit(emailKey, limits.signinFailuresPerEmail);
        throw new ApiError(401, messages.badCredentials);
      }
      if (user.status !== 'activo') throw new ApiError(403, messages.inactiveUser);
      await app.limiter.reset(emailKey);
      const token = await app.sessions.create(user.id, app.config.sessionTtlHours);
      return { message: 'Sesión iniciada.', token, indCreated: user.indCreated };
    },
    { limit: { name: 'signin', limit: limits.signinPerIp } },
  );

  const form = (name: string) => ({ limit: { name: `form:${name}`, limit: limits.formsPerIp } });

  registerCall(
    app,
    contract.auth.contact,
    async ({ body, request }) => ({ message: await submitContact(app, body, request.ip) }),
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
    async ({ body }) => ({ message: await requestPasswordReset(app, repos, body.email) }),
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
