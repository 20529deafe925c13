import type { CallAnswer, CallDefinition, CallParams, CallRequest } from '@horizontal/domain';
import type { Http } from './http';

/*
 * The client binds itself from the contract: every call becomes one function whose arguments are the call's path
 * placeholders in path order (each a number, as every id of the spec is) followed by its body when the call takes
 * one. So `/pantries/findall/{id}` is `(id: number)`, a body call is `(body)`, and a call with neither is `()`. The
 * types read the path and the request schema; the runtime needs only the path (whatever follows the ids is the
 * body). A new call or group of the contract therefore needs no line in this package.
 */

/** The `{name}` placeholders of a spec path, in order: '/a/{id}/b/{kind}' → ['id', 'kind']. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? [Name, ...PathParamNames<Rest>]
  : [];

type AllNumbers<Names extends string[]> = { [I in keyof Names]: number };
type PathArgs<C extends CallDefinition> = AllNumbers<PathParamNames<C['path']>>;

/** A request that accepts nothing (`noBody`) is left out of the arguments; any other is the last one. */
type BodyArgs<C extends CallDefinition> = undefined extends CallRequest<C> ? [] : [body: CallRequest<C>];

export type BoundCall<C extends CallDefinition> = (...args: [...PathArgs<C>, ...BodyArgs<C>]) => Promise<CallAnswer<C>>;

/** A blob call answers a file that needs a name to be saved under, which the contract cannot give: see extras. */
type IsBlob<C> = C extends { responseType?: infer Type } ? ('blob' extends Type ? true : false) : false;

type Group = Record<string, CallDefinition>;

export type BoundGroup<G extends Group> = {
  [K in keyof G as IsBlob<G[K]> extends true ? never : K]: BoundCall<G[K]>;
};

export type BoundContract<T extends Record<string, Group>> = { [G in keyof T]: BoundGroup<T[G]> };

/** 'group.call' for every function of a client-shaped object. */
export type FunctionNames<T> = { [G in keyof T & string]: `${G}.${keyof T[G] & string}` }[keyof T & string];

/** 'group.call' for every blob call of the contract: the hand-written extras must answer each one. */
export type BlobCallNames<T extends Record<string, Group>> = {
  [G in keyof T & string]: `${G}.${BlobKeys<T[G]> & string}`;
}[keyof T & string];
type BlobKeys<G extends Group> = { [K in keyof G]: IsBlob<G[K]> extends true ? K : never }[keyof G];

const placeholder = /\{(\w+)\}/g;

export const bindCall = <C extends CallDefinition>(http: Http, call: C): BoundCall<C> => {
  const names = [...call.path.matchAll(placeholder)].map((match) => match[1]!);
  return ((...args: unknown[]) => {
    const params = Object.fromEntries(names.map((name, index) => [name, args[index]])) as CallParams<C>;
    const body = args[names.length] as CallRequest<C> | undefined;
    return http.call(call, names.length > 0 ? { params, body } : { body });
  }) as BoundCall<C>;
};

export const bindContract = <T extends Record<string, Group>>(http: Http, calls: T): BoundContract<T> =>
  Object.fromEntries(
    Object.entries(calls).map(([group, definitions]) => [
      group,
      Object.fromEntries(
        Object.entries(definitions)
          .filter(([, call]) => call.responseType !== 'blob')
          .map(([name, call]) => [name, bindCall(http, call)]),
      ),
    ]),
  ) as BoundContract<T>;

/** Each extras group laid over its derived group: an extra of the same name (auth.data) replaces the call's. */
export type WithExtras<D, E> = {
  [G in keyof D | keyof E]: G extends keyof E
    ? G extends keyof D
      ? Omit<D[G], keyof E[G]> & E[G]
      : E[G]
    : D[G & keyof D];
};

export const withExtras = <D extends Record<string, object>, E extends Record<string, object>>(
  derived: D,
  extras: E,
): WithExtras<D, E> => {
  const groups = [...new Set([...Object.keys(derived), ...Object.keys(extras)])];
  const merged = groups.map((group) => [group, { ...derived[group], ...extras[group] }]);
  return Object.fromEntries(merged) as WithExtras<D, E>;
};
