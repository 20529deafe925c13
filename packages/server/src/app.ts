import Fastify from 'fastify';
import type { ServerConfig } from './core/config';
import { registerOpenApi } from './core/http/openapi';
import { serveApp } from './core/http/static-app';
import { core } from './core/plugin';
import { type DatabaseHandle, openDatabase } from './db/client';
import * as modules from './modules';

export type BuildOptions = { config: ServerConfig; database?: DatabaseHandle };

/** The whole server, ready for `listen` or for `inject` in tests. */
export const build = async ({ config, database }: BuildOptions) => {
  const handle = database ?? (await openDatabase(config));
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 1_048_576, trustProxy: config.trustProxy });
  await app.register(core, { config, handle, ownsDatabase: !database });
  for (const module of Object.values(modules)) await app.register(module, { prefix: config.apiPrefix });
  await registerOpenApi(app, config.apiPrefix);
  await serveApp(app, config.appDist, config.apiPrefix);
  return app;
};
