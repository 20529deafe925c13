import type { CallDefinition, CallSuccess } from '@horizontal/domain';
import { refusalOf, routePath } from '@horizontal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RateLimit } from '../../config/server-config';
import { authenticate } from '../auth/authentication';
import { permissionsOf } from '../auth/permissions';
import { ApiError, messages, spanishOrGeneral, tooManyRequests } from '../errors/api-error';
import { anonymousScope, type Scope } from '../tenant/scope';
import type { Auth } from '../types';
import { answerKey } from './answer-cache';

type Context<C extends CallDefinition, Authenticated extends boolean> = {
  body: z.output<C['request']>;
  params: z.output<C['params']>;
  auth: Authenticated extends true ? Auth : null;
  /** What the caller may see and change; every repository call takes it. */
  scope: Scope;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** What a blob call (a spreadsheet, a PDF) answers: the file, sent as itself under the name it is saved as. */
export type FileAnswer = { bytes: Buffer; fileName: string; contentType: string };

type Handler<C extends CallDefinition> = (
  context: Context<C, C['public'] extends true ? false : true>,
) => Promise<NonNullable<C['responseType']> extends 'blob' ? FileAnswer : Omit<CallSuccess<C>, 'ok'>>;

/** Content-Disposition for any name: an ASCII fallback, and the name itself (RFC 6266). */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.normalize('NFD').replace(/[^\x20-\x7e]|["\\]/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export type CallOptions = {
  /** A per-IP limit (for public calls); its name separates the budgets of different calls. */
  limit?: { name: string; limit: RateLimit };
  /** Calls a user may still make while holding a temporary password (indCreated). */
  allowTemporaryPassword?: boolean;
  /**
   * What a GET's answer depends on besides the tables (the day in Montevideo, for what is overdue today): it joins the
   * key its answer is kept under, so a kept answer is never given once that changes.
   */
  answerDependsOn?: () => string;
  /** A GET that reads what no data version follows (a job's progress, the outbox's deliveries): never kept. */
  uncached?: true;
};

const firstIssue = (error: z.ZodError): string => spanishOrGeneral(error.issues[0]?.message);

/**
 * A GET's answer written by a serializer compiled from its contract schema (Fastify's fast-json-stringify), not a
 * generic JSON.stringify of whatever the handler returned: faster on long lists, and nothing outside the contract
 * can leave. A schema JSON Schema cannot express keeps the generic one.
 */
const answerSerialization = (call: CallDefinition) => {
  if (call.method !== 'GET') return undefined;
  try {
    const { $schema: _draft, ...schema } = z.toJSONSchema(call.response, { io: 'output', target: 'draft-7' });
    return { response: { 200: schema } };
  } catch {
    return undefined;
  }
};

/** The encoding a client asked for (Accept-Encoding), brotli first; none when it accepts neither. */
const encodingFor = (accept: string | undefined): 'br' | 'gzip' | null => {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
};

/** Calls that may change a session, a user or a profile (sign-in only adds a session, which changes none). */
const changesWhoIsWho = (call: CallDefinition) =>
  call.method !== 'GET' && call.name !== 'auth.signin' && /^(auth|users|employees|roles)\./.test(call.name);

/**
 * A public call that reads more for a signed-in caller takes the x-token when one comes; a token that is not live
 * leaves the caller anonymous instead of failing a call that needs none.
 */
const optionalAuth = async (app: FastifyInstance, call: CallDefinition, request: FastifyRequest) => {
  if (!call.tokenWhenSignedIn || request.headers['x-token'] === undefined) return null;
  try {
    return await authenticate(app, request);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
};

/** Why the caller may not make `call`, by the contract's module and screen rules; null when they may. */
const permissionRefusal = async (app: FastifyInstance, call: CallDefinition, auth: Auth) => {
  if (auth.scope.kind === 'master' || (!call.module && !call.functionality)) return null;
  const granted = await app.authCache.permissions(auth.role.id, () => permissionsOf(app.db, auth.role.id));
  return refusalOf(call, { modules: granted.modules, screens: granted.functionalities });
};

/** Module and screen checks of the contract (refusalOf: reads need any screen of the entity, writes their own). */
const checkPermissions = async (app: FastifyInstance, call: CallDefinition, auth: Auth) => {
  const refusal = await permissionRefusal(app, call, auth);
  if (refusal) throw new ApiError(403, messages[refusal]);
};

/**
 * Whether the caller could make `call`: for an answer that summarizes what other calls list (Inicio's figures), so
 * that it tells each caller only what their own profile would let them read.
 */
export const callerMay = async (app: FastifyInstance, auth: Auth, call: CallDefinition) =>
  (await permissionRefusal(app, call, auth)) === null;

/**
 * Refuses the caller as making `call` itself would (its `only`, module and screen): for a call that reads on behalf
 * of another, such as a record's history on behalf of the record's list.
 */
export const checkCallerMay = async (app: FastifyInstance, auth: Auth, call: CallDefinition) => {
  if (call.only === 'master' && auth.scope.kind !== 'master') throw new ApiError(403, messages.masterOnly);
  if (call.only === 'tenant' && auth.scope.kind !== 'tenant') throw new ApiError(403, messages.noModule);
  await checkPermissions(app, call, auth);
};

/**
 * Mounts one call of the contract: its method and the spec's path, x-token unless public, the role, module and
 * screen checks, the request validated by the contract's schema and, when configured, the answer too.
 */
export const registerCall = <C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  options: CallOptions = {},
) => {
  app.registeredCalls.add(call.name);
  app.route({
    method: call.method,
    url: routePath(call.path),
    schema: answerSerialization(call),
    handler: async (request, reply) => {
      if (options.limit) {
        const state = await app.limiter.hit(`${options.limit.name}:${request.ip}`, options.limit.limit);
        if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
      }
      const auth = call.public ? await optionalAuth(app, call, request) : await authenticate(app, request);
      if (auth) {
        if (call.only === 'master' && auth.scope.kind !== 'master') throw new ApiError(403, messages.masterOnly);
        if (call.only === 'tenant' && auth.scope.kind !== 'tenant') throw new ApiError(403, messages.noModule);
        if (auth.user.indCreated && !options.allowTemporaryPassword) {
          throw new ApiError(403, messages.mustChangePassword);
        }
        await checkPermissions(app, call, auth);
      }
      const params = call.params.safeParse(request.params ?? {});
      if (!params.success) throw new ApiError(400, firstIssue(params.error));
      const body = call.request.safeParse(call.method === 'GET' ? undefined : (request.body ?? undefined));
      if (!body.success) throw new ApiError(400, firstIssue(body.error));
      const scope = auth?.scope ?? anonymousScope(request.ip);
      const cached = call.method === 'GET' && call.responseType !== 'blob' && !options.uncached;
      const key = cached
        ? `${answerKey(call.name, request.url, scope)}${options.answerDependsOn ? `\n${options.answerDependsOn()}` : ''}`
        : '';
      const kept = cached ? await app.answerCache.lookup(key, scope) : undefined;
      let entry = kept?.entry;
      if (!entry) {
        try {
          const answer = await handler({
            body: body.data,
            params: params.data,
            auth,
            scope,
            request,
            reply,
          } as Parameters<Handler<C>>[0]);
          // This instance forgets before answering, so the caller's next call sees the change; the database's
          // triggers tell the other instances at commit. Kept answers need nothing: the write bumped the version.
          if (changesWhoIsWho(call)) app.authCache.forgetAll();
          if (call.responseType === 'blob') {
            const file = answer as FileAnswer;
            return reply
              .type(file.contentType)
              .header('content-disposition', attachment(file.fileName))
              .header('cache-control', 'no-store')
              .send(file.bytes);
          }
          const success = { ok: true, ...answer };
          if (app.config.validateAnswers) call.response.parse(success);
          if (!kept || reply.sent || reply.statusCode !== 200) return success;
          const json = reply.serialize(success) as string;
          entry = kept.keep(json);
          // Not kept (the cache is off, or the answer is larger than all of it): sent as written, not serialized again.
          if (!entry) return reply.type('application/json; charset=utf-8').send(json);
        } finally {
          kept?.release();
        }
      }
      // A kept answer goes as it was written, with its ETag (answer-encoding.ts answers the 304), and compressed
      // once for all who accept it.
      reply.header('etag', entry.etag).type('application/json; charset=utf-8');
      const encoding = entry.bytes >= 1024 ? encodingFor(request.headers['accept-encoding']) : null;
      if (!encoding) return reply.send(entry.body);
      reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return reply.send(app.answerCache.encoded(entry, encoding));
    },
  });
};
