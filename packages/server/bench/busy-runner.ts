/**
 * Closed-loop load (issue #13's "busy list"): `connections` clients, each sending its next request as soon as the
 * previous one answered, for `seconds`; in a process of its own (forked by busy.ts) so the loader does not share the
 * server's event loop. Prints nothing; answers the summary to its parent.
 */
import autocannon from 'autocannon';

export type BusyRequest = { url: string; headers: Record<string, string>; connections: number; seconds: number };
export type BusySummary = {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** Bytes per answer as they travelled (compressed when the request accepted it). */
  bytesPerAnswer: number;
};

process.once('message', async (request: BusyRequest) => {
  const result = await autocannon({
    url: request.url,
    headers: request.headers,
    connections: request.connections,
    duration: request.seconds,
  });
  const summary: BusySummary = {
    connections: request.connections,
    seconds: request.seconds,
    requestsPerSecond: result.requests.total / request.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
  process.send?.(summary, () => process.exit(0));
});
