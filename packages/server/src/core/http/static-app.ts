import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../errors/api-error';

/** Vite names every file under /assets after its content: a changed file is a new name, so it never goes stale. */
export const immutableAssets = 'public, max-age=31536000, immutable';
/** index.html names the current assets: a browser asks each visit whether it changed (a 304 when it has not). */
export const revalidatedPage = 'no-cache';

const isAsset = (path: string) => /[\\/]assets[\\/]/.test(path);

/**
 * Serves the built app on the API's port, each file as the brotli or gzip copy the build made when the browser
 * accepts it; unknown non-API paths get index.html so the router can answer.
 */
export const serveApp = async (app: FastifyInstance, appDist: string | undefined, apiPrefix: string) => {
  const hasApp = appDist !== undefined && existsSync(`${appDist}/index.html`);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDist,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', isAsset(path) ? immutableAssets : revalidatedPage),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    if (hasApp && !isApi && request.method === 'GET') return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ ok: false, message: messages.notFound });
  });
};
