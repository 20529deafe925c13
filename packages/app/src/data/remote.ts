import type { UseQueryResult } from '@tanstack/react-query';

/** Every api answer's envelope. */
export type Answer = { ok: boolean; message: string };
export type Accepted<A extends Answer> = Extract<A, { ok: true }>;

/** The server's `ok:false` answer, thrown so that the cache holds accepted answers only. */
export class Refusal extends Error {
  override name = 'Refusal';
}

/** The api's answer when the server accepts; its Spanish message as a Refusal when it refuses. */
export const accepted = async <A extends Answer>(answer: Promise<A>): Promise<Accepted<A>> => {
  const settled = await answer;
  if (!settled.ok) throw new Refusal(settled.message);
  return settled as Accepted<A>;
};

const UNEXPECTED = 'No pudimos mostrar estos datos. Intente de nuevo en unos minutos.';

/** A screen's remote state: loading, the message to show, or the answer's own fields (`residents`, `towers`…). */
export type Remote<Value> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & Value);

/** What a screen shows for a query, with the answer's fields as they came: no envelope in between. */
export const remoteOf = <Value extends object>(query: UseQueryResult<Value>): Remote<Value> => {
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error') {
    return { status: 'error', message: query.error instanceof Refusal ? query.error.message : UNEXPECTED };
  }
  return { status: 'ready', ...query.data };
};

/**
 * Several queries as one state: loading until all have answered, the first failure, or what `merge` makes of
 * their data (called only once every query has its data).
 */
export const remoteOfAll = <Merged extends object>(
  queries: readonly UseQueryResult<unknown>[],
  merge: () => Merged,
): Remote<Merged> => {
  const failed = queries.find((query) => query.status === 'error');
  if (failed) return remoteOf(failed as UseQueryResult<object>) as Remote<Merged>;
  if (queries.some((query) => query.status === 'pending')) return { status: 'loading' };
  return { status: 'ready', ...merge() };
};

/** «Reintentar»: loads again what failed (and only that), resolving when it has answered. */
export const retryFailed = (...queries: UseQueryResult<unknown>[]) =>
  Promise.all(queries.filter((query) => query.isError).map((query) => query.refetch())).then(() => undefined);
