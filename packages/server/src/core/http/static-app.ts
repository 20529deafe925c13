import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../errors/api-error';

/** Serves the built app on the API's port; unknown non-API paths get index.html so the router can answer. */
export const serveApp = async (app: FastifyInstance, appDist: string | undefined, apiPrefix: string) => {
  const hasApp = appDist !== undefined && existsSync(`${appDist}/index.html`);
  if (hasApp) await app.register(fastifyStatic, { root: appDist, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    if (hasApp && !isApi && request.method === 'GET') return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ ok: false, message: messages.notFound });
  });
};
