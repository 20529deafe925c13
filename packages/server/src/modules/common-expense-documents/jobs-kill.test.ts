import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addPeriods, contract, type DocumentJob, montevideoToday, periodOf } from '@horizontal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/server-config';
import { childServerEnv, killableServer, signedInCaller } from '../../core/test/killed-server';
import { freshDatabaseUrl } from '../../core/test/test-app';
import { createComplejo } from '../../core/test/test-complejo';
import { openDatabase } from '../../db/client';
import { residents, users } from '../../db/schema';
import { demoLogins, seedDemo } from '../../seed/demo';

/*
 * A server killed (SIGKILL) in the middle of generating or sending a month's statements goes on after the restart
 * and finishes, with nothing twice: one PDF and one documentos row per statement, one queued e-mail per statement
 * and address. The real server runs as a child process on a database on disk (PGlite in a folder, whose jobs run in
 * the process; or a new PostgreSQL database with DATABASE_URL, whose jobs go through pg-boss).
 */

const ledger = contract.commonExpenses;
const calls = contract.commonExpenseDocuments;
const [, admin] = demoLogins;
const UNITS = 100;
const period = addPeriods(periodOf(montevideoToday()), -1);

let scratch = '';
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let env: Record<string, string> = {};
let config: ReturnType<typeof testConfig>;
let buildingId = 0;
const server = killableServer(() => env);

/** The answers' bodies: every call here is expected to be accepted. */
const signIn = async (run: Awaited<ReturnType<typeof server.start>>) => {
  const caller = await signedInCaller(run, admin!);
  return async (...args: Parameters<typeof caller>) => (await caller(...args)).body;
};

type Caller = Awaited<ReturnType<typeof signIn>>;

const jobUntil = async (call: Caller, periodId: number, jobId: number, done: (job: DocumentJob) => boolean) => {
  for (let tries = 0; tries < 1_200; tries += 1) {
    const job = ((await call(calls.jobs, { id: periodId })).jobs as DocumentJob[]).find((row) => row.id === jobId);
    if (job && done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`El trabajo ${jobId} no llegó al estado esperado.`);
};

/** What the database kept, read after the restart with a connection of the test's own. */
const counts = async () => {
  const database = await openDatabase(config);
  try {
    const [row] = (
      (await database.db.execute(sql`
        SELECT
          (SELECT count(*)::int FROM documents WHERE building_id = ${buildingId}) AS listed,
          (SELECT count(DISTINCT file_key)::int FROM documents WHERE building_id = ${buildingId}) AS keys,
          (SELECT count(*)::int FROM mail_outbox WHERE subject LIKE 'Estado de cuenta%') AS mails,
          (SELECT count(DISTINCT "to")::int FROM mail_outbox WHERE subject LIKE 'Estado de cuenta%') AS addresses`)) as unknown as {
        rows: { listed: number; keys: number; mails: number; addresses: number }[];
      }
    ).rows;
    return row!;
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'horizontal-trabajos-'));
  fresh = await freshDatabaseUrl();
  const dataDir = join(scratch, 'pglite');
  config = testConfig(fresh.url ? { databaseUrl: fresh.url } : { dataDir });
  const database = await openDatabase(config);
  await seedDemo(database.db);
  const [adminRow] = await database.db.select().from(users).where(eq(users.email, admin!.email));
  const complejo = await createComplejo(database.db, {
    companyId: adminRow!.companyId!,
    name: 'Complejo de Trabajos Interrumpidos',
    coefficients: Array.from({ length: UNITS }, () => 100 / UNITS),
    userIds: [adminRow!.id],
  });
  buildingId = complejo.id;
  await database.db
    .update(residents)
    .set({ email: sql`'residente' || ${residents.id} || '@example.com'` })
    .where(eq(residents.buildingId, buildingId));
  await database.close();
  env = childServerEnv(scratch, fresh.url);
}, 120_000);

afterAll(async () => {
  await server.stop();
  await fresh?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a server killed in the middle of a month’s statements', () => {
  it('goes on after the restart, generating and sending each statement once', async () => {
    let call = await signIn(await server.start());
    const created = await call(ledger.create, undefined, { buildingId, period });
    const periodId = (created.commonExpense as { id: number }).id;
    await call(ledger.createMovement, undefined, {
      commonExpenseId: periodId,
      movements: [{ date: `${period}-03`, type: 'egreso', description: 'Sueldos', amount: 45_678_901 }],
    });
    expect((await call(ledger.close, undefined, { commonExpenseId: periodId })).ok).toBe(true);

    // Generating: killed once some statements are done and others are not.
    const generating = await call(calls.generate, undefined, { commonExpenseId: periodId });
    const generateId = (generating.job as DocumentJob).id;
    const partway = await jobUntil(call, periodId, generateId, (job) => job.done >= 25);
    expect(partway.done).toBeLessThan(UNITS);
    await server.kill();

    call = await signIn(await server.start());
    const generated = await jobUntil(call, periodId, generateId, (job) => job.status !== 'en_curso');
    expect(generated).toMatchObject({ status: 'terminado', total: UNITS, done: UNITS, failed: 0 });
    const statements = (await call(ledger.detail, { id: periodId })).commonExpensesDetail as {
      documentKey: string | null;
    }[];
    expect(statements.every((row) => row.documentKey !== null)).toBe(true);

    // Sending: killed as soon as its job exists; whatever it had queued is not queued again.
    const sending = await call(calls.send, undefined, { commonExpenseId: periodId });
    const sendId = (sending.job as DocumentJob).id;
    await server.kill();

    call = await signIn(await server.start());
    const sent = await jobUntil(call, periodId, sendId, (job) => job.status !== 'en_curso');
    expect(sent).toMatchObject({ status: 'terminado', total: UNITS, done: UNITS, failed: 0 });
    // Read once the server has stopped: an embedded database is opened by one process at a time.
    await server.stop();
    expect(await counts()).toEqual({ listed: UNITS, keys: UNITS, mails: UNITS, addresses: UNITS });
  }, 300_000);
});
