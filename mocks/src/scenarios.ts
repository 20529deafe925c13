import type { CallDefinition } from '@horizontal/domain';
import { contract } from '@horizontal/domain';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { z } from 'zod';
import { apiPath } from './api-path';
import { fail, messages } from './handlers/guards';

/*
 * Overrides for one call, placed before the normal handlers (`server.use(...)`, or a story's
 * `parameters.msw.handlers`), to show a screen in a given situation. Each returns an array of handlers.
 */

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

const on = (call: CallDefinition, resolver: Parameters<typeof http.get>[1]): HttpHandler[] => [
  methods[call.method](apiPath(call.path), resolver),
];

/** The success shape's fields, to build an empty answer from the contract itself. */
const fieldsOf = (call: CallDefinition): Record<string, z.ZodType> | null =>
  call.response instanceof z.ZodObject ? (call.response.shape as Record<string, z.ZodType>) : null;

export const scenario = {
  /** The call answers `{ ok: false, message }` with `status` (500 unless told). */
  error: (call: CallDefinition, message: string = messages.unexpected, status = 500) =>
    on(call, () => fail(status, message)),

  /** Every list of the answer comes back empty (`{ ok: true, message: 'OK', residents: [] }`). */
  empty: (call: CallDefinition) => {
    const fields = fieldsOf(call);
    const lists = Object.entries(fields ?? {}).filter(([, schema]) => schema instanceof z.ZodArray);
    if (lists.length === 0) throw new Error(`scenario.empty: ${call.name} no devuelve listas.`);
    return on(call, () =>
      HttpResponse.json({ ok: true, message: 'OK', ...Object.fromEntries(lists.map(([k]) => [k, []])) }),
    );
  },

  /**
   * The call waits `ms` (forever unless told), then the normal handler answers: a story sees its loading
   * state, a test sees the answer arrive late.
   */
  slow: (call: CallDefinition, ms: number | 'infinite' = 'infinite') =>
    on(call, async () => {
      await delay(ms);
      return undefined;
    }),

  /** The network fails: the client answers its own "No se pudo conectar con el servidor". */
  offline: (call: CallDefinition) => on(call, () => HttpResponse.error()),

  /** Any other fixed answer, e.g. one odd row for a story. */
  answer: (call: CallDefinition, body: Parameters<typeof HttpResponse.json>[0], status = 200) =>
    on(call, () => HttpResponse.json(body, { status })),
};

/** Named overrides already used by stories and tests. */
export const authScenarios = {
  signinServerError: scenario.error(contract.auth.signin, messages.unexpected, 500),
  signinOffline: scenario.offline(contract.auth.signin),
};
