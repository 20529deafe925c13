/** The closed-loop load of busy-runner.ts, run in a child process after a thrown-away warm-up. */
import type { BusyRequest, BusySummary } from './busy-runner';
import { runInChild } from './fixed-rate';

export type { BusySummary } from './busy-runner';

const busyRun = (request: BusyRequest) =>
  runInChild<BusyRequest, BusySummary>(new URL('./busy-runner.ts', import.meta.url), request);

/** What the server's answer cache counted (`answerCache.stats()`). */
export type CacheCounts = { hits: number; misses: number };

/**
 * The measured run, after the warm-up; `cacheCounts`, when given, is read right before and right after it, so the
 * hit rate is the measured run's alone.
 */
export const measureBusy = async (
  target: { url: string; headers: Record<string, string> },
  options: { connections: number; seconds: number; warmupSeconds: number; cacheCounts?: () => CacheCounts },
): Promise<BusySummary & { cache?: CacheCounts }> => {
  await busyRun({ ...target, connections: options.connections, seconds: options.warmupSeconds });
  const before = options.cacheCounts?.();
  const summary = await busyRun({ ...target, connections: options.connections, seconds: options.seconds });
  const after = options.cacheCounts?.();
  if (!before || !after) return summary;
  return { ...summary, cache: { hits: after.hits - before.hits, misses: after.misses - before.misses } };
};

/**
 * One write a second beside the load (`write` is one call), until stopped; counts those that did not answer ok. A
 * write that takes longer than a second delays the next one instead of piling up.
 */
export const writeEverySecond = (write: () => Promise<boolean>) => {
  let running = true;
  let done = 0;
  let failed = 0;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      const ok = await write().catch(() => false);
      done += 1;
      if (!ok) failed += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - started))));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { done, failed };
    },
  };
};

export const BUSY_HEADERS = [
  'conexiones',
  'req/s',
  'p50',
  'p99',
  'máx',
  'KiB por respuesta',
  'errores',
  'no 2xx',
  'aciertos de caché',
];
export const busyCells = (summary: BusySummary & { cache?: CacheCounts }) => [
  String(summary.connections),
  summary.requestsPerSecond.toFixed(1),
  `${summary.p50} ms`,
  `${summary.p99} ms`,
  `${summary.max} ms`,
  (summary.bytesPerAnswer / 1024).toFixed(0),
  String(summary.errors),
  String(summary.non2xx),
  summary.cache && summary.cache.hits + summary.cache.misses > 0
    ? `${((100 * summary.cache.hits) / (summary.cache.hits + summary.cache.misses)).toFixed(1)} % (${summary.cache.misses} lecturas)`
    : '–',
];
