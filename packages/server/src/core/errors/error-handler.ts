import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applySecurityHeaders } from '../http/security-headers';
import { OutOfScope } from '../tenant/tenant-table';
import { ApiError, messages } from './api-error';
import { databaseFactsOf } from './safe-log';
import { unavailabilityOf } from './unavailable';

const messageByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.emptyBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMedia,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
  FST_ERR_BAD_URL: messages.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: messages.urlTooLong,
};

/** What a refusal of the framework says when its code has no words of its own, by status. */
const messageByStatus: Record<number, string> = {
  404: messages.notFound,
  405: messages.notFound,
  413: messages.bodyTooLarge,
  414: messages.urlTooLong,
  415: messages.unsupportedMedia,
  429: messages.tooManyRequests,
};

const messageBySqlState: Record<string, [number, string]> = {
  '23503': [409, messages.inUse],
  '23505': [409, messages.duplicate],
  '22P02': [400, messages.invalidData],
  '22003': [400, messages.invalidData],
  '22001': [400, messages.invalidData],
  '22007': [400, messages.invalidData],
  '22008': [400, messages.invalidData],
  // Text PostgreSQL cannot store (NUL, a \u0000 in JSON): the contract refuses it first, this is the net behind it.
  '22021': [400, messages.invalidData],
  '22P05': [400, messages.invalidData],
};

/** A refusal of the framework or a plugin (a 4xx of its own: bad JSON, wrong content type, too large…), in Spanish. */
const clientErrorOf = (error: FastifyError): [number, string] | null => {
  const status = error.statusCode;
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  const byCode = error.code ? messageByCode[error.code] : undefined;
  return [
    status,
    byCode ?? messageByStatus[status] ?? (error instanceof SyntaxError ? messages.invalidJson : messages.invalidData),
  ];
};

/** The route's pattern, never the URL that filled it. */
const routeOf = (request: FastifyRequest) => ({ method: request.method, route: request.routeOptions.url ?? null });

/**
 * Every failure leaves as `{ ok: false, message }` in Spanish; the log keeps stack traces of our own errors and only
 * the SQLSTATE, table and constraint of a database's (its message would carry the query and its parameters).
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const send = (answer: ApiError) =>
      reply.status(answer.statusCode).headers(answer.headers).send({ ok: false, message: answer.message });
    if (error instanceof ApiError) return send(error);
    const unavailable = unavailabilityOf(error);
    if (unavailable) {
      request.log.warn({ ...unavailable.log, ...routeOf(request) }, unavailable.note);
      return send(unavailable.answer);
    }
    if (error instanceof OutOfScope) return reply.status(403).send({ ok: false, message: messages.noBuilding });
    const refused = clientErrorOf(error);
    if (refused) return reply.status(refused[0]).send({ ok: false, message: refused[1] });
    if (error instanceof SyntaxError) return reply.status(400).send({ ok: false, message: messages.invalidJson });
    const facts = databaseFactsOf(error);
    const known = facts?.sqlState ? messageBySqlState[facts.sqlState] : undefined;
    if (known) {
      request.log.info({ ...facts, ...routeOf(request) }, 'consulta rechazada por la base de datos');
      return reply.status(known[0]).send({ ok: false, message: known[1] });
    }
    // The serializer (safeError) keeps a database error to its facts and the frames of our own code.
    request.log.error({ err: error, ...routeOf(request) }, 'error inesperado');
    return reply.status(500).send({ ok: false, message: messages.unexpected });
  });
};

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (`%zz`) or whose parameter is too long is answered
 * before any route or hook, so the envelope and the security headers are added here.
 */
export const frameworkErrorHandler =
  (apiPrefix: string) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const [status, message] = clientErrorOf(error) ?? [400, messages.badUrl];
    applySecurityHeaders(reply, request.url, apiPrefix);
    return reply.status(status).send({ ok: false, message });
  };
