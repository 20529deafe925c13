import Fastify from 'fastify';
import type { ServerConfig } from './config/server-config';
import { frameworkErrorHandler } from './core/errors/error-handler';
import { type LogStream, loggerOptions } from './core/errors/safe-log';
import { registerAnswerEncoding } from './core/http/answer-encoding';
import { registerDrain } from './core/http/graceful-shutdown';
import { registerOpenApi } from './core/http/openapi';
import { answerParserRefusal } from './core/http/parser-refusals';
import { serveApp } from './core/http/static-app';
import { core } from './core/plugin';
import { type DatabaseHandle, openDatabase } from './db/client';
import * as modules from './modules';
import { contactPage } from './modules/public/contact-page';

export type BuildOptions = {
  config: ServerConfig;
  database?: DatabaseHandle;
  /** Where the log lines go instead of the standard output (tests read them). */
  logStream?: LogStream;
};

/** The whole server, ready for `listen` or for `inject` in tests. */
export const build = async ({ config, database, logStream }: BuildOptions) => {
  const handle = database ?? (await openDatabase(config));
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: 1_048_576,
    // Every path parameter is an id; a longer one is refused by frameworkErrorHandler.
    routerOptions: { maxParamLength: 100 },
    frameworkErrors: frameworkErrorHandler(config.apiPrefix),
    clientErrorHandler: answerParserRefusal,
    trustProxy: config.trustProxy,
    // While closing, requests are refused by registerDrain's hook, in Spanish and in our envelope.
    return503OnClosing: false,
    // The start that loads the demo draws its statements and photos in onReady hooks; on a busy 2-core machine that
    // has taken longer than fastify's 10 s, and a slow start is not a failed one. A hook that truly hangs still ends.
    pluginTimeout: 120_000,
  });
  registerDrain(app);
  await app.register(core, { config, handle, ownsDatabase: !database });
  await registerAnswerEncoding(app);
  for (const module of Object.values(modules)) await app.register(module, { prefix: config.apiPrefix });
  await registerOpenApi(app, config.apiPrefix);
  await app.register(contactPage(config.appDist));
  await serveApp(app, config.appDist, config.apiPrefix);
  return app;
};
