/**
 * A month's statements at the size of a large complejo (2,000 units, a tenant billed apart in one in ten: 2,200
 * statements), as an administrator through the server (app.inject):
 *
 * - the closed month's statements generated and saved in the background (POST /commonexpenses/documents/generate,
 *   then GET /commonexpenses/documents/jobs/{id} until the job ends): ≤ 60 s from the call to the last PDF saved;
 * - the process's resident memory, sampled every 20 ms through all of it: ≤ 512 MB. On PGlite the database lives
 *   in the same process, so the figure holds the database too.
 *
 * Prints the figures and exits with 1 when a goal is missed:
 *
 *   npx tsx packages/server/bench/statements.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx packages/server/bench/statements.ts
 */
import { spawnSync } from 'node:child_process';
import { getHeapStatistics } from 'node:v8';
import { addPeriods, contract, type DocumentJob, montevideoToday, periodOf } from '@horizontal/domain';
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

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

// As production runs: the jobs through pg-boss on PostgreSQL, in this process on the embedded database.
const { app, database, complejo, headers, close } = await largeComplejo('Complejo de Prueba de Estados', UNITS, {
  jobQueue: process.env.DATABASE_URL ? 'pg-boss' : 'in-process',
});

try {
  const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const res = await app.inject({ method, url: `/api${path}`, headers, payload });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.body.slice(0, 300)}`);
    return res.json();
  };
  const period = addPeriods(periodOf(montevideoToday()), -1);
  const { commonExpense } = await call('POST', contract.commonExpenses.create.path, {
    buildingId: complejo.id,
    period,
  });
  await call('POST', contract.commonExpenses.createMovement.path, {
    commonExpenseId: commonExpense.id,
    movements: [{ date: `${period}-05`, type: 'egreso', description: 'Sueldos', amount: 98_765_432 }],
  });
  await call('POST', contract.commonExpenses.close.path, { commonExpenseId: commonExpense.id });
  const settledRss = process.memoryUsage().rss;

  const before = performance.now();
  const started = await call('POST', contract.commonExpenseDocuments.generate.path, {
    commonExpenseId: commonExpense.id,
  });
  const answeredMs = performance.now() - before;
  let job = started.job as DocumentJob;
  let lastShown = 0;
  while (job.status === 'en_curso') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const { jobs } = await call('GET', `/commonexpenses/documents/jobs/${commonExpense.id}`);
    job = (jobs as DocumentJob[]).find((candidate) => candidate.id === job.id)!;
    if (job.done - lastShown >= 500) {
      lastShown = job.done;
      console.log(`  ${job.done} de ${job.total} en ${((performance.now() - before) / 1000).toFixed(1)} s`);
    }
  }
  const generateMs = performance.now() - before;

  console.log(
    `Base de datos: ${database.kind}; cola: ${app.jobs.kind}; ${UNITS} unidades, ${job.total} estados de cuenta`,
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
  await close();
}
