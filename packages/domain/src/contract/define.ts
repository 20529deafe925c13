import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How the answer travels: JSON `{ ok, message, ... }`, or a file (the xlsx templates and exports). */
export type ResponseType = 'json' | 'blob';

/** The administrator's modules (SPEC §2), by route: a call that names one needs it in the user's profile. */
export const moduleRoutes = [
  '/contabilidad',
  '/gastos-comunes',
  '/complejo',
  '/porteria',
  '/asambleas',
  '/mensajes',
  '/personal',
] as const;
export type ModuleRoute = (typeof moduleRoutes)[number];

/** Every answer of the backend carries ok and message (SPEC §7). */
export const answerSchema = z.object({ ok: z.boolean(), message: z.string() });
export const failureSchema = z.object({ ok: z.literal(false), message: z.string() });
export type Failure = z.infer<typeof failureSchema>;

export const okAnswer = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ok: z.literal(true), message: z.string(), ...shape });

export type CallDefinition<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
> = {
  name: string;
  method: HttpMethod;
  /** The spec's path, with `{param}` placeholders. */
  path: string;
  /** Public calls travel without x-token (SPEC §7). */
  public: boolean;
  /**
   * A public call that a signed-in client calls with its x-token too: without one (as the spec's client sends it)
   * it answers only what anyone may read; with one, also what that caller reaches.
   */
  tokenWhenSignedIn?: true;
  params: Params;
  request: Request;
  response: Response;
  /** Absent on auth, general, notifications and master-only calls. */
  module?: ModuleRoute;
  /**
   * The screen (functionality) whose holders may make the call, e.g. 'despensas/modificar' (see permissions.ts:
   * a read accepts any screen of the same entity, a write only this one).
   */
  functionality?: string;
  /**
   * Entities whose screens may read this call's rows too, because their forms choose among them (the employee form
   * gives a profile): 'empleados'. Reading still needs the call's module.
   */
  readAlsoBy?: readonly string[];
  /**
   * The read calls whose rows a summary counts (Inicio's figures), instead of a screen of its own: a profile that
   * may make any of them may ask, and the answer holds only the figures of those it may make.
   */
  summarizes?: readonly CallDefinition[];
  /** Absent: a GET reads and any other method writes. The spec's POST look-ups say 'read'. */
  access?: 'read' | 'write';
  /** Absent means 'json'. A blob answer is the file itself; its failures still arrive as JSON. */
  responseType?: ResponseType;
  /**
   * Who may call it at all, before modules and screens: 'master' only the master user (refusals.masterOnly);
   * 'tenant' only users of an administradora (refusals.noModule). Absent: anyone signed in.
   */
  only?: CallerRule;
};

export type CallerRule = 'master' | 'tenant';

export const noParams = z.object({});
export const noBody = z.object({}).optional();

/** The answer of a blob call: the file's bytes (the contract cannot describe them further). */
export const fileAnswer = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'La respuesta no es un archivo.',
});

/** The literal parts of a call survive, so that `call.public` is `true` or `false`, never just `boolean`. */
export const defineCall = <
  const Name extends string,
  const Method extends HttpMethod,
  const Path extends string,
  const Public extends boolean,
  Request extends z.ZodType,
  Response extends z.ZodType,
  Params extends z.ZodType = typeof noParams,
  const Type extends ResponseType = 'json',
>(
  call: Omit<CallDefinition<Request, Response, Params>, 'params' | 'name' | 'method' | 'path' | 'public'> & {
    name: Name;
    method: Method;
    path: Path;
    public: Public;
    params?: Params;
    responseType?: Type;
  },
): CallDefinition<Request, Response, Params> & {
  name: Name;
  method: Method;
  path: Path;
  public: Public;
  responseType?: Type;
} => ({ ...call, params: (call.params ?? noParams) as Params });

export type CallRequest<C extends CallDefinition> = z.input<C['request']>;
/** What a handler receives once the request is parsed (trimmed, defaults applied): the server's values of a call. */
export type CallBody<C extends CallDefinition> = z.output<C['request']>;
export type CallParams<C extends CallDefinition> = z.input<C['params']>;
export type CallSuccess<C extends CallDefinition> = z.infer<C['response']>;
export type CallAnswer<C extends CallDefinition> = CallSuccess<C> | Failure;

/** Fills `{param}` placeholders of a spec path. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Falta el parámetro ${key} de ${path}`);
    return encodeURIComponent(String(value));
  });

/** Fastify's route syntax for the same path: `/users/{id}` → `/users/:id`. */
export const routePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
