/**
 * The load generator, in a process of its own (forked by fixed-rate.ts) so parsing responses does not run on the
 * server's event loop: on 2 cores, the server and the loader can each have one.
 *
 * autocannon's `overallRate` is a per-second budget per connection: every connection starts its second at the same
 * instant and sends its share back to back, so one instance with N connections fires the whole second's requests in
 * a burst of N concurrent ones and then idles (seen here: all 500 requests of each second within its first 300 ms).
 * To load at an even rate, `instances` autocannon instances, one connection each and `overallRate = rate / instances`,
 * start 1000 / instances ms apart: at 500 req/s, every 20 ms one of 50 connections begins its second and sends its
 * 10 requests, each as soon as the previous one answers. At 5 req/s, 5 connections send one request every 200 ms.
 *
 * Latencies come from the `response` event (milliseconds from process.hrtime): autocannon's own histogram keeps whole
 * milliseconds, too coarse for a sub-millisecond floor. `ignoreCoordinatedOmission` is on because autocannon 9 corrects
 * with an expected interval of `Math.ceil(1 / rate)`, i.e. 1 ms whatever the rate, which adds a made-up sample per
 * millisecond of every response (42,000 samples for 2,300 requests in a trial). So a latency counts from the moment
 * its request was written: a stall longer than a connection's slot delays that connection's next requests without
 * counting the wait, and the achieved rate (reported next to the percentiles) is what shows the load was not kept up.
 */
import autocannon from 'autocannon';

export type RunRequest = {
  url: string;
  headers: Record<string, string>;
  /** Requests per second, a whole number. */
  rate: number;
  seconds: number;
};

export type RunSummary = {
  rate: number;
  seconds: number;
  connections: number;
  responses: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Responses per second over the run. */
  achieved: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
};

/** Most connections used: beyond this the loader's own timers cost more than the evenness they add. */
const MAX_INSTANCES = 50;

/** The largest divisor of rate up to MAX_INSTANCES, so every instance gets the same whole per-second budget. */
export const instancesFor = (rate: number) => {
  for (let count = Math.min(rate, MAX_INSTANCES); count > 1; count -= 1) if (rate % count === 0) return count;
  return 1;
};

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;

const runOne = (options: autocannon.Options, latencies: number[]) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });

export const runFixedRate = async (request: RunRequest): Promise<RunSummary> => {
  if (!Number.isInteger(request.rate) || request.rate < 1) throw new Error(`Ritmo inválido: ${request.rate}`);
  const instances = instancesFor(request.rate);
  const latencies: number[] = [];
  const runs: Promise<autocannon.Result>[] = [];
  const start = performance.now();
  for (let index = 0; index < instances; index += 1) {
    // Against the clock, not after the previous start: on a busy machine timers run late and the phases would bunch.
    const wait = start + (index * 1000) / instances - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    runs.push(
      runOne(
        {
          url: request.url,
          headers: request.headers,
          connections: 1,
          overallRate: request.rate / instances,
          duration: request.seconds,
          ignoreCoordinatedOmission: true,
        },
        latencies,
      ),
    );
  }
  const results = await Promise.all(runs);
  const sum = (pick: (result: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  latencies.sort((a, b) => a - b);
  return {
    rate: request.rate,
    seconds: request.seconds,
    connections: instances,
    responses: latencies.length,
    ok: sum((r) => r['2xx']),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    // Each instance runs about `seconds` from its own start (autocannon stops on its next one-second tick, so at times
    // a second later): the sum of each one's rate is the rate the server saw.
    achieved: sum((r) => r.requests.total / r.duration),
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
  };
};

if (process.send) {
  // The bench stopped (Ctrl+C, an error): no one is left to report to, so stop loading its server.
  process.once('disconnect', () => process.exit(1));
  process.once('message', (request: RunRequest) => {
    runFixedRate(request).then(
      (summary) => process.send!(summary, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
