/** The closed-loop load of busy-runner.ts, run in a child process after a thrown-away warm-up. */
import type { BusyRequest, BusySummary } from './busy-runner';
import { runInChild } from './fixed-rate';

export type { BusySummary } from './busy-runner';

const busyRun = (request: BusyRequest) =>
  runInChild<BusyRequest, BusySummary>(new URL('./busy-runner.ts', import.meta.url), request);

export const measureBusy = async (
  target: { url: string; headers: Record<string, string> },
  options: { connections: number; seconds: number; warmupSeconds: number },
) => {
  await busyRun({ ...target, connections: options.connections, seconds: options.warmupSeconds });
  return busyRun({ ...target, connections: options.connections, seconds: options.seconds });
};

export const BUSY_HEADERS = ['conexiones', 'req/s', 'p50', 'p99', 'máx', 'KiB por respuesta', 'errores', 'no 2xx'];
export const busyCells = (summary: BusySummary) => [
  String(summary.connections),
  summary.requestsPerSecond.toFixed(1),
  `${summary.p50} ms`,
  `${summary.p99} ms`,
  `${summary.max} ms`,
  (summary.bytesPerAnswer / 1024).toFixed(0),
  String(summary.errors),
  String(summary.non2xx),
];
