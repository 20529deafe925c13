import type { CallDefinition, CallSuccess, SessionUser } from '@horizontal/domain';
import { grantsOf, isMaster, refusalOf } from '@horizontal/domain';
import { type HttpHandler, HttpResponse, http } from 'msw';
import type { z } from 'zod';
import { apiPath } from '../api-path';
import { authenticate, fail, MockError, messages, type Session } from './guards';
import { noteInTrail } from './trail';

/** What a resolver returns: the answer without `ok` (a message and the call's fields), or the file of a blob call. */
export type MockAnswer<C extends CallDefinition> = CallSuccess<C> extends Blob ? Blob : Omit<CallSuccess<C>, 'ok'>;

export type MockContext<C extends CallDefinition> = {
  params: z.output<C['params']>;
  body: z.output<C['request']>;
  /** The signed-in user; null on public calls but those that take a token when one is sent (tokenWhenSignedIn). */
  user: C['public'] extends true ? SessionUser | null : SessionUser;
  session: C['public'] extends true ? Session | null : Session;
  request: Request;
};

export type MockResolver<C extends CallDefinition> = (
  context: MockContext<C>,
) => MockAnswer<C> | Promise<MockAnswer<C>>;

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The name of every call a handler was built for, in order: the contract test checks each appears once. */
export const mockedCalls: string[] = [];

/** Refuses `user` as making `call` would: its `only`, module and screen (a history asks as its record's list). */
export const checkAccess = (call: CallDefinition, user: SessionUser) => {
  if (call.only === 'tenant' && isMaster(user)) throw new MockError(403, messages.noModule);
  if (isMaster(user)) return;
  if (call.only === 'master') throw new MockError(403, messages.masterOnly);
  const refusal = refusalOf(call, grantsOf(user));
  if (refusal) throw new MockError(403, messages[refusal]);
};

/** Whether the user could make `call`: for answers that summarize what other calls list (Inicio's figures). */
export const mayCall = (user: SessionUser, call: CallDefinition) => {
  try {
    checkAccess(call, user);
    return true;
  } catch (error) {
    if (error instanceof MockError) return false;
    throw error;
  }
};

/** As the server: a token sent to such a public call counts when live, and leaves the caller anonymous otherwise. */
const optionalSession = (call: CallDefinition, request: Request): Session | null => {
  if (!call.tokenWhenSignedIn || !request.headers.get('x-token')) return null;
  try {
    return authenticate(request);
  } catch {
    return null;
  }
};

const readJson = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new MockError(400, messages.invalidJson);
  }
};

/**
 * zod's own messages are English ("Invalid input: expected object, received string"): the contract writes its
 * own Spanish one on every field, so only a body of the wrong shape falls back to the general Spanish message.
 */
const zodDefault = /^(Invalid|Too (big|small)|Unrecognized|Expected)\b/;

const firstIssue = (error: z.ZodError) => {
  const message = error.issues[0]?.message;
  return message && !zodDefault.test(message) ? message : messages.invalidData;
};

/**
 * The MSW handler of one call of the contract, checked as the server checks it: x-system, x-token on
 * non-public calls, the profile's module and screen, then params and body parsed with the contract's schemas
 * (400 with the first Spanish message). The resolver gets the parsed input and answers the call's fields;
 * a thrown MockError becomes `{ ok: false, message }` with its status.
 */
export const mockCall = <C extends CallDefinition>(call: C, resolve: MockResolver<C>): HttpHandler => {
  mockedCalls.push(call.name);
  return methods[call.method](apiPath(call.path), async ({ request, params }) => {
    try {
      if (request.headers.get('x-system') !== '1') throw new MockError(400, messages.missingSystem);
      const session = call.public ? optionalSession(call, request) : authenticate(request);
      if (session) checkAccess(call, session.user);
      const parsedParams = call.params.safeParse(params);
      if (!parsedParams.success) throw new MockError(400, firstIssue(parsedParams.error));
      const raw = call.method === 'GET' ? undefined : await readJson(request);
      const body = call.request.safeParse(raw);
      if (!body.success) throw new MockError(400, firstIssue(body.error));
      const answer = await resolve({
        params: parsedParams.data,
        body: body.data,
        user: session?.user ?? null,
        session,
        request,
      } as MockContext<C>);
      if (session) noteInTrail(call, session.user.id, body.data, answer);
      if (answer instanceof Blob) {
        return new HttpResponse(answer, { headers: { 'content-type': answer.type || 'application/octet-stream' } });
      }
      return HttpResponse.json({ ok: true, ...(answer as object) });
    } catch (error) {
      if (error instanceof MockError) return fail(error.status, error.message);
      throw error;
    }
  });
};
