/**
 * Fixed-rate load with autocannon from a child process (fixed-rate-runner.ts says how), and the table both benches
 * print.
 */
import { fork } from 'node:child_process';
import type { RunRequest, RunSummary } from './fixed-rate-runner';

export type { RunSummary } from './fixed-rate-runner';

export type Target = { url: string; headers: Record<string, string> };

/** One load generator's run in a fresh child process (tsx's loader comes along in process.execArgv). */
export const runInChild = <Request, Summary>(runner: URL, request: Request) =>
  new Promise<Summary>((resolve, reject) => {
    const child = fork(runner);
    let summary: Summary | undefined;
    child.once('message', (message) => {
      summary = message as Summary;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (summary) resolve(summary);
      else reject(new Error(`El generador de carga terminó sin resultado (código ${code})`));
    });
    child.send(request as object);
  });

const fixedRateRun = (request: RunRequest) =>
  runInChild<RunRequest, RunSummary>(new URL('./fixed-rate-runner.ts', import.meta.url), request);

/**
 * A warm-up at the same rate (JIT, connection pools, PostgreSQL's caches), thrown away, then the measured run.
 */
export const measureFixedRate = async (
  target: Target,
  options: { rate: number; seconds: number; warmupSeconds: number },
): Promise<RunSummary> => {
  await fixedRateRun({ ...target, rate: options.rate, seconds: options.warmupSeconds });
  return fixedRateRun({ ...target, rate: options.rate, seconds: options.seconds });
};

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The summary as table cells, in the order of SUMMARY_HEADERS. */
export const SUMMARY_HEADERS = ['p50', 'p90', 'p99', 'máx', 'req/s logradas', 'errores', 'no 2xx'];
export const summaryCells = (summary: RunSummary) => [
  ms(summary.p50),
  ms(summary.p90),
  ms(summary.p99),
  ms(summary.max),
  `${summary.achieved.toFixed(1)} de ${summary.rate}`,
  String(summary.errors),
  String(summary.non2xx),
];

/** A Markdown table with padded columns: readable in the terminal and pasted as is into a README. */
export const formatTable = (headers: string[], rows: string[][]) => {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
};

/** A run that fell more than 5 % short of its rate measured a lighter load than asked: say so next to the figures. */
export const shortfall = (summary: RunSummary) =>
  summary.achieved < summary.rate * 0.95 || summary.errors > 0 || summary.non2xx > 0
    ? `atención: ${summary.achieved.toFixed(1)} req/s de ${summary.rate}, ${summary.errors} errores, ${summary.non2xx} no 2xx`
    : undefined;
