import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAssetUrl } from './static-app';

// The app: its own scripts and styles (vanilla-extract emits files; Vite may inline small styles), images from
// anywhere secure (the bucket), uploads and FCM over https, Firebase's scripts for the service worker.
const appPolicy = [
  "default-src 'self'",
  "script-src 'self' https://www.gstatic.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The docs page (swagger-ui) needs inline styles and its own bundled scripts.
const docsPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

// JSON answers are never rendered as documents.
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * The path a request names, also in absolute form (`GET http://host/api/… HTTP/1.1`, which Node passes on as it
 * came): the router finds the API by its path, so the headers must find it the same way.
 */
const pathOf = (url: string) => {
  if (url.startsWith('/') && !url.startsWith('//')) return url.split('?')[0] ?? '';
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url.split('?')[0] ?? '';
  }
};

/**
 * Headers of an answer written straight to the socket, before any request exists (Node's parser refusals): those of
 * an API answer, the strictest.
 */
export const socketAnswerHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': apiPolicy,
  'cache-control': 'no-store',
};

const documentHeaders = [
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
  'strict-transport-security',
] as const;

/**
 * The security headers of one answer, by where it goes; API answers are also never cached. The built app's hashed
 * files (/assets: scripts, styles, fonts, images) carry only nosniff: the policies that follow govern documents, and
 * the page's own apply to what it loads. Repeated on each of a first visit's dozens of files, they weighed more than
 * its sign-in script (issue #13).
 */
export const applySecurityHeaders = (reply: FastifyReply, url: string, apiPrefix: string) => {
  const path = pathOf(url);
  const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
  const isDocs = path.startsWith(`${apiPrefix}/docs`);
  reply.header('x-content-type-options', 'nosniff');
  reply.removeHeader('x-powered-by');
  if (isAssetUrl(path) && reply.statusCode < 400) return;
  for (const name of documentHeaders) reply.header(name, socketAnswerHeaders[name]);
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', isDocs ? docsPolicy : isApi ? apiPolicy : appPolicy);
  }
  if (isApi && !isDocs && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
};

/**
 * Security headers on every answer. The router's own refusals (a URL it cannot read) skip every hook: their
 * handler, frameworkErrorHandler, adds them itself.
 */
export const registerSecurityHeaders = (app: FastifyInstance, apiPrefix: string) => {
  app.addHook('onSend', async (request, reply) => applySecurityHeaders(reply, request.url, apiPrefix));
};
