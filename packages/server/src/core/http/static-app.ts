import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../errors/api-error';

/** Vite names every file under /assets after its content: a changed file is a new name, so it never goes stale. */
export const immutableAssets = 'public, max-age=31536000, immutable';
/** index.html names the current assets: a browser asks each visit whether it changed (a 304 when it has not). */
export const revalidatedPage = 'no-cache';

const isAsset = (path: string) => /[\\/]assets[\\/]/.test(path);

/** A URL of the build's hashed files (scripts, styles, fonts, images), never a page. */
export const isAssetUrl = (url: string) => url.startsWith('/assets/');

/**
 * The public pages the build rendered in advance (dist/prerendered.json: path → file), which show before any script
 * runs; none when the build wrote no such list.
 */
const prerenderedPages = (appDist: string): Record<string, string> => {
  const list = join(appDist, 'prerendered.json');
  return existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>) : {};
};

/**
 * Serves the built app on the API's port, each file as the brotli or gzip copy the build made when the browser
 * accepts it; a page rendered in advance for its path, and for any other non-API path index.html, so the router can
 * answer.
 */
export const serveApp = async (app: FastifyInstance, appDist: string | undefined, apiPrefix: string) => {
  const hasApp = appDist !== undefined && existsSync(`${appDist}/index.html`);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDist,
      wildcard: false,
      // `/` is a page rendered in advance, not index.html.
      index: false,
      preCompressed: true,
      // The ETag is enough to revalidate a page; nothing asks for part of a file.
      lastModified: false,
      acceptRanges: false,
      // The module the server draws pages with (dist/server/, modules/public/contact-page.ts) is not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders: (reply, path) => reply.header('cache-control', isAsset(path) ? immutableAssets : revalidatedPage),
    });
    for (const [path, file] of Object.entries(prerenderedPages(appDist))) {
      app.get(path, (_request, reply) => reply.type('text/html').sendFile(file));
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    // A file an older index.html named and a newer build removed: the page must not get HTML for a script.
    if (hasApp && !isApi && !isAssetUrl(request.url) && request.method === 'GET')
      return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ ok: false, message: messages.notFound });
  });
};
