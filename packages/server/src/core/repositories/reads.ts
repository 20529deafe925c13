import type { Database, Queryable } from '../../db/client';

type Results<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads together on the pool, and one after another inside a transaction: its one connection
 * takes a query at a time (node-postgres deprecates queuing them).
 */
export const readAll = async <T extends readonly (() => Promise<unknown>)[]>(
  db: Database,
  q: Queryable,
  reads: T,
): Promise<Results<T>> => {
  if (q === db) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
};
