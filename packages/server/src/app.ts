import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './core/config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { createMailer } from './lib/mail/mailer';
import { createPush } from './lib/push/push';
import { createRateLimiter } from './lib/rate-limiter';
import { createStorage } from './lib/storage';
import { requireSystemHeader } from './core/auth/authentication';
import { registerErrorHandler } from './core/errors/error-handler';
import { registerOpenApi } from './core/http/openapi';
import { registerSecurityHeaders } from './core/http/security-headers';
import { serveApp } from './core/http/static-app';
import { createRepositories } from './repositories';
import { apiRoutes } from './routes';
import { localFileRoutes } from './modules/files/local-files';
import { notificationStreamRoutes } from './modules/notifications/stream';
import './core/types';

export type BuildOptions = { config: ServerConfig; database?: DatabaseHandle };

/** The whole server, ready for `listen` or for `inject` in tests. */
export const build = async ({ config, database }: BuildOptions) => {
  const handle = database ?? (await openDatabase(config));
  const options: FastifyServerOptions = {
    logger: { level: config.logLevel },
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
  };
  const app = Fastify(options);
  const repos = createRepositories(handle.db);
  const { storage, local } = await createStorage(config, handle.db);
  const push = createPush({
    handle,
    log: app.log,
    firebaseServiceAccount: config.push.firebaseServiceAccount,
    devices: { tokensOf: repos.sessions.devicesOf, forget: repos.sessions.forgetDevices },
  });
  const mailer = createMailer(config.mail, app.log);
  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('database', handle);
  app.decorate('repos', repos);
  app.decorate('storage', storage);
  app.decorate('push', push);
  app.decorate('mailer', mailer);
  app.decorate('limiter', createRateLimiter(handle.db));
  app.decorate('registeredCalls', new Set<string>());
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config.apiPrefix);

  await push.start();
  app.addHook('onClose', async () => {
    await push.stop();
    mailer.close();
  });
  if (!database) app.addHook('onClose', () => handle.close());

  await app.register(
    async (api) => {
      requireSystemHeader(api);
      await api.register(apiRoutes);
    },
    { prefix: config.apiPrefix },
  );
  // Reached by the browser without our headers (EventSource, direct uploads), so outside the x-system scope.
  await app.register(notificationStreamRoutes, { prefix: config.apiPrefix });
  if (local) await app.register(localFileRoutes(local), { prefix: config.apiPrefix });
  await registerOpenApi(app, config.apiPrefix);
  await serveApp(app, config.appDist, config.apiPrefix);
  return app;
};
