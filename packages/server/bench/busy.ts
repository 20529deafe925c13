/** The closed-loop load of busy-runner.ts, run in a child process after a thrown-away warm-up. */
import { fork } from 'node:child_process';
import type { BusyRequest, BusySummary } from './busy-runner';

export type { BusySummary } from './busy-runner';

const runInChild = (request: BusyRequest) =>
  new Promise<BusySummary>((resolve, reject) => {
    const child = fork(new URL('./busy-runner.ts', import.meta.url));
    let summary: BusySummary | undefined;
    child.once('message', (message) => {
      summary = message as BusySummary;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (summary) resolve(summary);
      else reject(new Error(`El generador de carga terminó sin resultado (código ${code})`));
    });
    child.send(request);
  });

export const measureBusy = async (
  target: { url: string; headers: Record<string, string> },
  options: { connections: number; seconds: number; warmupSeconds: number },
) => {
  await runInChild({ ...target, connections: options.connections, seconds: options.warmupSeconds });
  return runInChild({ ...target, connections: options.connections, seconds: options.seconds });
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
