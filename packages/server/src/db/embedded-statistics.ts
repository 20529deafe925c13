import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client';

export type EmbeddedStatistics = {
  /** One pass now: ANALYZE when anything was written since the last one. Answers whether it analyzed. */
  refresh: () => Promise<boolean>;
  start: () => void;
  stop: () => Promise<void>;
};

/**
 * The planner's statistics for the embedded database. PostgreSQL's autovacuum keeps them as tables grow; PGlite runs
 * no autovacuum, so without this its planner guesses every table holds a handful of rows, and on a complejo of 2,000
 * units picks nested loops and the wrong index (a month's statements read through the company's index, filtering out
 * the other 50,000: twice the time). So the server does autovacuum's analyze itself: a pass at start and one every
 * `intervalMs`, each an ANALYZE of the whole database when the data's version moved since the last one (~0.2 s for
 * a complejo of 2,000 units with two years of history). On PostgreSQL it does nothing: autovacuum is there.
 */
export const createEmbeddedStatistics = (
  handle: DatabaseHandle,
  options: { intervalMs: number; log: FastifyBaseLogger },
): EmbeddedStatistics => {
  let analyzedAt: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | null = null;

  const version = async () => {
    const result = (await handle.db.execute(
      sql`SELECT coalesce(sum(version), 0)::text AS version FROM data_versions`,
    )) as unknown as { rows: { version: string }[] };
    return result.rows[0]?.version ?? '0';
  };
  const pass = async () => {
    const before = await version();
    if (before === analyzedAt) return false;
    await handle.db.execute(sql`ANALYZE`);
    analyzedAt = before;
    return true;
  };
  const refresh = () => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const background = () =>
    void refresh().catch((error: unknown) =>
      options.log.warn({ err: error }, 'No se pudieron renovar las estadísticas'),
    );

  return {
    refresh,
    start: () => {
      if (handle.kind !== 'pglite' || options.intervalMs <= 0 || timer) return;
      background();
      timer = setInterval(background, options.intervalMs);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
};
