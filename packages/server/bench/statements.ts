/**
 * A month's statements at the size of a large complejo (2,000 units, one in ten rented), as an administrator
 * through the server (app.inject):
 *
 * - the closed month's statements generated and saved in the background (POST /commonexpenses/documents/generate,
 *   then GET /commonexpenses/documents/jobs/{id} until the job ends): ≤ 60 s from the call to the last PDF saved;
 * - the process's resident memory, sampled every 20 ms through all of it: ≤ 512 MB. On PGlite the database lives
 *   in the same process, so the figure holds the database too, measured as `npm start` runs (as-npm-start.ts).
 *
 * Prints the figures and exits with 1 when a goal is missed:
 *
 *   npx tsx packages/server/bench/statements.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx packages/server/bench/statements.ts
 */
import { addPeriods, contract, type DocumentJob, montevideoToday, periodOf } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { benchAsNpmStart } from './as-npm-start';

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

await benchAsNpmStart({
  complejo: 'Complejo de Prueba de Estados',
  units: UNITS,
  // As production runs the jobs on PostgreSQL; the embedded database runs them in the server's process.
  postgres: { jobQueue: 'pg-boss' },
  prepare: async ({ app, headers, complejoId }) => ({ periodId: await closedMonth(caller(app, headers), complejoId) }),
  measure: ({ app, headers }, { periodId }) => generateAndMeasure(app, caller(app, headers), periodId),
});
