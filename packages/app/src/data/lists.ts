import { hashKey, type QueryKey, queryOptions, useQueryClient } from '@tanstack/react-query';
import { type Accepted, type Answer, accepted } from './remote';

/** What a list's writes find rows by. */
export type Row = { id: number };

/** What the cache keeps of an accepted answer: its own fields, without the envelope. */
export type Fields<A extends Answer> = Omit<Accepted<A>, 'ok' | 'message'>;

/**
 * A call's answer cached under `queryKey`: the screen receives `{ status: 'ready', ...fields }` straight from the
 * cache (e.g. `{ status: 'ready', residents }`), and a refusal as the server's message.
 */
export const answerQuery = <A extends Answer>(queryKey: QueryKey, load: () => Promise<A>) =>
  queryOptions({
    queryKey,
    queryFn: async (): Promise<Fields<A>> => {
      const { ok: _ok, message: _message, ...fields } = await accepted(load());
      return fields as Fields<A>;
    },
  });

/** An answer whose `field` holds the rows that the screen's writes change (see useListWrites). */
export const listQuery = <A extends Answer, Field extends keyof Fields<A> & string>(
  queryKey: QueryKey,
  load: () => Promise<A>,
  field: Field,
) => ({ field, ...answerQuery(queryKey, load) });

type CachedRows = Record<string, readonly Row[]>;

/**
 * The writes of a list's screen, each run through the server and, once accepted, applied to the cached list from
 * the server's own answer (no refetch of the whole list for one changed row). Other lists under `scope` (a
 * complejo's, an administradora's) may show the changed row too: they are marked stale, and refresh if shown.
 */
export const useListWrites = (list: { queryKey: QueryKey; field: string }, scope: QueryKey = list.queryKey) => {
  const client = useQueryClient();
  const rewrite = (change: (rows: readonly Row[]) => readonly Row[]) =>
    client.setQueryData<CachedRows>(list.queryKey, (cached) =>
      cached?.[list.field] ? { ...cached, [list.field]: change(cached[list.field]!) } : cached,
    );
  const listHash = hashKey(list.queryKey);
  const othersStale = () =>
    client.invalidateQueries({ queryKey: scope, predicate: (query) => query.queryHash !== listHash });
  const settle = async <A extends Answer>(change: Promise<A>, write: (answer: Accepted<A>) => void) => {
    const answer = await change;
    if (answer.ok) {
      write(answer as Accepted<A>);
      void othersStale();
    }
    return answer;
  };
  return {
    /** A created row (the answer's `rowField`) joins the list; the list itself is refreshed when next shown. */
    added: <A extends Answer>(change: Promise<A>, rowField: keyof Accepted<A>) =>
      settle(change, (answer) => {
        rewrite((rows) => [...rows, answer[rowField] as Row]);
        void client.invalidateQueries({ queryKey: list.queryKey, exact: true, refetchType: 'none' });
      }),
    /** A changed row (status, update) takes the server's version in place. */
    replaced: <A extends Answer>(change: Promise<A>, rowField: keyof Accepted<A>) =>
      settle(change, (answer) => {
        const row = answer[rowField] as Row;
        rewrite((rows) => rows.map((cached) => (cached.id === row.id ? row : cached)));
      }),
    /** A deleted row leaves the list at once. */
    removed: <A extends Answer>(change: Promise<A>, id: number) =>
      settle(change, () => rewrite((rows) => rows.filter((cached) => cached.id !== id))),
  };
};
