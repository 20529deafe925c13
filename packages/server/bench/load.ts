import { Agent, request } from 'node:http';

export type LoadResult = {
  sent: number;
  ok: number;
  failed: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * An open-model load at a fixed rate (what autocannon's --overallRate does): requests leave on schedule whether or
 * not earlier ones answered, and each latency counts from its scheduled start, so a stall is not hidden
 * (no coordinated omission).
 */
export const fixedRateLoad = async (options: {
  url: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
}): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];

  const fire = (scheduled: number) =>
    new Promise<void>((resolve) => {
      const req = request(options.url, { agent, headers: options.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - scheduled);
          if (res.statusCode === 200) ok += 1;
          else failed += 1;
          resolve();
        });
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end();
    });

  for (let index = 0; index < total; index += 1) {
    const scheduled = start + index * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(fire(scheduled));
  }
  await Promise.all(pending);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent: total,
    ok,
    failed,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
};
