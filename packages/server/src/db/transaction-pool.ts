import pg from 'pg';

type QueryText = string | { text?: string } | undefined;

const isBegin = (query: QueryText) => {
  const text = typeof query === 'string' ? query : query?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

/**
 * A pool that never loses a connection to a transaction whose BEGIN failed.
 *
 * drizzle-orm 0.45's node-postgres `transaction()` checks a client out and runs BEGIN before the `try` whose
 * `finally` releases it (drizzle-orm#6241, still open). When the line to the database breaks between checkout and
 * BEGIN (a restart, a failover), that client is never given back: each outage took a slot of the pool for good,
 * until `pool.end()` waited forever on close and, after ten, every request waited for a connection that never came.
 *
 * drizzle is the only caller of the promise form of `connect()` here (`pool.query` uses the callback form), and it
 * sends BEGIN first. So a promise-form checkout whose first query is a BEGIN that fails is released by the pool
 * itself, with the error, so that pg-pool discards the connection; drizzle then throws without touching it. Every
 * other path of drizzle's already releases: a failed ROLLBACK releases a connection that pg-pool sees is no longer
 * queryable and discards.
 */
export class TransactionPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return;
    }
    return super.connect().then(guardFirstBegin);
  }
}

/** For one checkout: a failed first BEGIN gives the client back; the next checkout starts unwrapped. */
const guardFirstBegin = (client: pg.PoolClient): pg.PoolClient => {
  const release = client.release;
  const unwrap = () => {
    Reflect.deleteProperty(client, 'query');
    client.release = release;
  };
  const query = client.query;
  const guarded = (...args: unknown[]) => {
    unwrap();
    const answer = (query as (...rest: unknown[]) => unknown).apply(client, args);
    if (!isBegin(args[0] as QueryText) || !(answer instanceof Promise)) return answer;
    return answer.catch((error: unknown) => {
      release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  };
  Object.defineProperty(client, 'query', { value: guarded, configurable: true, writable: true });
  client.release = (error?: Error | boolean) => {
    unwrap();
    return release(error);
  };
  return client;
};
