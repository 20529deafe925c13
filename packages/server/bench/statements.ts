/**
 * A month's statements at the size of a large complejo (2,000 units, a tenant billed apart in one in ten: 2,200
 * statements), as an administrator through the server (app.inject):
 *
 * - the closed month's statements generated and saved in the background (POST /commonexpenses/documents/generate,
 *   then GET /commonexpenses/documents/jobs/{id} until the job ends): ≤ 60 s from the call to the last PDF saved;
 * - the process's resident memory, sampled every 20 ms through all of it: ≤ 512 MB. On PGlite the database lives
 *   in the same process, so the figure holds the database too; and since creating a database (initdb) takes more
 *   memory than the server ever uses after, the complejo is made in this process and the statements generated in a
 *   second one that opens its data folder, as `npm start` does on every start but the first.
 *
 * Prints the figures and exits with 1 when a goal is missed:
 *
 *   npx tsx packages/server/bench/statements.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx packages/server/bench/statements.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { addPeriods, contract, type DocumentJob, montevideoToday, periodOf } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../src/app';
import { testConfig } from '../src/config/server-config';
import { systemHeaders } from '../src/core/test/test-app';
import { openDatabase } from '../src/db/client';
import { commonExpenses } from '../src/db/schema';
import { demoLogins } from '../src/seed/demo';
import { largeComplejo } from './large-complejo';

// Measured as `npm start` runs the server: with its heap ceiling (packages/server/package.json), under which V8
// collects before the process grows past the goal. Without it, this bench starts itself again with it.
const SERVER_HEAP_MB = 384;
if (getHeapStatistics().heap_size_limit > (SERVER_HEAP_MB + 64) * 1_048_576) {
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${SERVER_HEAP_MB}` },
  });
  process.exit(again.status ?? 1);
}

const UNITS = 2_000;
const goals = { generateMs: 60_000, rssMb: 512 };
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

/** A call as the signed-in administrator; its answer, or a thrown error with the server's. */
const caller =
  (app: FastifyInstance, headers: Record<string, string>) =>
  async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const res = await app.inject({ method, url: `/api${path}`, headers, payload });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.body.slice(0, 300)}`);
    return res.json();
  };

/** The complejo's month, opened, given its expense and closed through the calls. */
const closedMonth = async (call: ReturnType<typeof caller>, buildingId: number) => {
  const period = addPeriods(periodOf(montevideoToday()), -1);
  const { commonExpense } = await call('POST', contract.commonExpenses.create.path, { buildingId, period });
  await call('POST', contract.commonExpenses.createMovement.path, {
    commonExpenseId: commonExpense.id,
    movements: [{ date: `${period}-05`, type: 'egreso', description: 'Sueldos', amount: 98_765_432 }],
  });
  await call('POST', contract.commonExpenses.close.path, { commonExpenseId: commonExpense.id });
  return commonExpense.id as number;
};

/** Generates the month's statements, sampling this process's memory throughout; prints the figures. */
const generateAndMeasure = async (app: FastifyInstance, call: ReturnType<typeof caller>, periodId: number) => {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  try {
    const settledRss = process.memoryUsage().rss;
    const before = performance.now();
    const started = await call('POST', contract.commonExpenseDocuments.generate.path, { commonExpenseId: periodId });
    const answeredMs = performance.now() - before;
    let job = started.job as DocumentJob;
    let lastShown = 0;
    while (job.status === 'en_curso') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const { jobs } = await call('GET', `/commonexpenses/documents/jobs/${periodId}`);
      job = (jobs as DocumentJob[]).find((candidate) => candidate.id === job.id)!;
      if (job.done - lastShown >= 500) {
        lastShown = job.done;
        console.log(`  ${job.done} de ${job.total} en ${((performance.now() - before) / 1000).toFixed(1)} s`);
      }
    }
    const generateMs = performance.now() - before;
    console.log(
      `Base de datos: ${app.database.kind}; cola: ${app.jobs.kind}; ${UNITS} unidades, ${job.total} estados de cuenta`,
    );
    console.log(
      `La llamada respondió en ${answeredMs.toFixed(0)} ms; el trabajo terminó «${job.status}» con ${job.done} hechos y ${job.failed} fallidos`,
    );
    console.log(
      `Generar y guardar ${job.total} PDF: ${(generateMs / 1000).toFixed(1)} s, ${(generateMs / job.total).toFixed(1)} ms cada uno (meta ≤ ${goals.generateMs / 1000} s)`,
    );
    console.log(
      `Memoria residente máxima del proceso: ${mb(peakRss)} MB, ${mb(settledRss)} MB antes de generar (meta ≤ ${goals.rssMb} MB)`,
    );
    if (job.status !== 'terminado' || generateMs > goals.generateMs || mb(peakRss) > goals.rssMb) {
      console.log('No se cumplen las metas.');
      process.exitCode = 1;
    }
  } finally {
    clearInterval(sampler);
  }
};

const reopened = process.env.BENCH_STATEMENTS_DATA_DIR;
if (reopened) {
  // The second process on PGlite: a server started on the folder the first one filled, as `npm start` is.
  const config = testConfig({ dataDir: reopened, validateAnswers: false, jobQueue: 'in-process' });
  const database = await openDatabase(config);
  const app = await build({ config, database });
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: `/api${contract.auth.signin.path}`,
      headers: systemHeaders,
      payload: { email: demoLogins[1].email, password: demoLogins[1].password },
    });
    const call = caller(app, { ...systemHeaders, 'x-token': signIn.json().token as string });
    await generateAndMeasure(app, call, Number(process.env.BENCH_STATEMENTS_PERIOD));
  } finally {
    await app.close();
    await database.close();
  }
} else {
  // As production runs: the jobs through pg-boss on PostgreSQL, in this process on the embedded database, which
  // lives in a data folder on disk as `npm start` keeps it (in memory, every page would count as the server's).
  const scratch = mkdtempSync(join(tmpdir(), 'horizontal-bench-statements-'));
  const embedded = !process.env.DATABASE_URL;
  const dataDir = join(scratch, 'pglite');
  const { app, complejo, headers, close } = await largeComplejo('Complejo de Prueba de Estados', UNITS, {
    jobQueue: embedded ? 'in-process' : 'pg-boss',
    ...(embedded ? { dataDir } : {}),
  });
  try {
    const call = caller(app, headers);
    const periodId = await closedMonth(call, complejo.id);
    if (embedded) {
      const [row] = await app.db.select().from(commonExpenses).where(eq(commonExpenses.id, periodId));
      if (row?.status !== 'cerrado') throw new Error('El mes no quedó cerrado.');
      await app.close();
      await app.database.close();
      const second = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
        stdio: 'inherit',
        env: { ...process.env, BENCH_STATEMENTS_DATA_DIR: dataDir, BENCH_STATEMENTS_PERIOD: String(periodId) },
      });
      process.exitCode = second.status ?? 1;
    } else {
      await generateAndMeasure(app, call, periodId);
    }
  } finally {
    if (!embedded) await close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
