import type { FastifyError, FastifyInstance } from 'fastify';
import { OutOfScope } from '../tenant/tenant-table';
import { ApiError, messages } from './api-error';

const messageByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.emptyBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMedia,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
};

/** PostgreSQL's SQLSTATE of a failed query, wherever the driver or drizzle put it. */
const sqlState = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

const messageBySqlState: Record<string, [number, string]> = {
  '23503': [409, messages.inUse],
  '23505': [409, messages.duplicate],
  '22P02': [400, messages.invalidData],
  '22003': [400, messages.invalidData],
  '22001': [400, messages.invalidData],
  '22007': [400, messages.invalidData],
  '22008': [400, messages.invalidData],
};

/** Every failure leaves as `{ ok: false, message }` in Spanish; stack traces stay in the log. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).headers(error.headers).send({ ok: false, message: error.message });
    }
    if (error instanceof OutOfScope) return reply.status(403).send({ ok: false, message: messages.noBuilding });
    const mapped = error.code ? messageByCode[error.code] : undefined;
    if (error instanceof SyntaxError || mapped) {
      return reply.status(error.statusCode ?? 400).send({ ok: false, message: mapped ?? messages.invalidJson });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ ok: false, message: messages.tooManyRequests });
    }
    const state = sqlState(error);
    const known = state ? messageBySqlState[state] : undefined;
    if (known) {
      request.log.info({ sqlState: state }, 'consulta rechazada por la base de datos');
      return reply.status(known[0]).send({ ok: false, message: known[1] });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ ok: false, message: messages.unexpected });
  });
};
