import {
  contract,
  type DocumentJob,
  formatIsoPeriod,
  montevideoToday,
  periodOf,
  commonExpenseMessages as text,
} from '@horizontal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailText, type TestApp } from '../../core/test/test-app';
import { createComplejo } from '../../core/test/test-complejo';
import { documentCategories, documents, residentApartments, residents, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const ledger = contract.commonExpenses;
const calls = contract.commonExpenseDocuments;
const [, admin] = demoLogins;
const today = montevideoToday();
let t: TestApp;
let asAdmin: Record<string, string>;
let periodId = 0;
let complejo: Awaited<ReturnType<typeof createComplejo>>;

type Statement = { id: number; apartmentId: number; documentKey: string | null; sentAt: string | null };

const statements = async () =>
  (await t.call(ledger.detail, { headers: asAdmin, params: { id: periodId } })).json()
    .commonExpensesDetail as Statement[];

/** The job's progress until `done` says it is where the test expects it (the job runs in the background). */
const jobUntil = async (jobId: number, done: (job: DocumentJob) => boolean) => {
  for (let tries = 0; tries < 300; tries += 1) {
    await t.outbox();
    const answer = await t.call(calls.jobs, { headers: asAdmin, params: { id: periodId } });
    const job = (answer.json().jobs as DocumentJob[]).find((candidate) => candidate.id === jobId);
    if (job && done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`El trabajo ${jobId} no llegó al estado esperado.`);
};

const setEmail = async (unitIndex: number, email: string) => {
  const links = await t.db
    .select({ id: residentApartments.residentId })
    .from(residentApartments)
    .where(
      and(
        eq(residentApartments.apartmentId, complejo.units[unitIndex]!.id),
        eq(residentApartments.relation, 'propietario'),
      ),
    );
  await t.db
    .update(residents)
    .set({ email })
    .where(
      inArray(
        residents.id,
        links.map((link) => link.id),
      ),
    );
};

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin!);
  const [adminRow] = await t.db.select().from(users).where(eq(users.email, admin!.email));
  complejo = await createComplejo(t.db, {
    companyId: adminRow!.companyId!,
    name: 'Complejo Estados de Cuenta',
    coefficients: [40, 35, 25],
    userIds: [adminRow!.id],
  });
  await setEmail(0, 'duena.uno@example.com');
  await setEmail(1, 'dueno.dos@example.com');
  const created = await t.call(ledger.create, {
    headers: asAdmin,
    body: { buildingId: complejo.id, period: periodOf(today) },
  });
  periodId = created.json().commonExpense.id;
  await t.call(ledger.createMovement, {
    headers: asAdmin,
    body: {
      commonExpenseId: periodId,
      movements: [
        { date: today, type: 'egreso', category: 'Limpieza', description: 'Limpieza de mayo', amount: 3_000_000 },
      ],
    },
  });
});
afterAll(() => t.close());

describe('the statements of a month as PDF files, generated and e-mailed in the background', () => {
  it('refuses to generate an open month, and to send before generating', async () => {
    const generate = await t.call(calls.generate, { headers: asAdmin, body: { commonExpenseId: periodId } });
    expect(generate.statusCode).toBe(409);
    expect(generate.json().message).toBe(text.closeFirst('borrador'));
    const closed = await t.call(ledger.close, { headers: asAdmin, body: { commonExpenseId: periodId } });
    expect(closed.statusCode, closed.body).toBe(200);
    const send = await t.call(calls.send, { headers: asAdmin, body: { commonExpenseId: periodId } });
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe(text.generateFirst('cerrado'));
  });

  it('generates one PDF per statement, saves it to storage and lists it under documentos', async () => {
    const started = await t.call(calls.generate, { headers: asAdmin, body: { commonExpenseId: periodId } });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().message).toBe(text.documentsGenerating(3));
    const job = await jobUntil(started.json().job.id, (candidate) => candidate.status !== 'en_curso');
    expect(job).toMatchObject({ kind: 'generar', status: 'terminado', total: 3, done: 3, failed: 0 });
    expect(job.startedBy).toBeTruthy();
    const rows = await statements();
    for (const row of rows) {
      const bytes = await t.app.storage.get(row.documentKey!);
      expect(bytes?.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const listed = await t.db
      .select({ name: documents.name, category: documentCategories.name })
      .from(documents)
      .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .where(eq(documents.buildingId, complejo.id));
    expect(listed).toHaveLength(3);
    expect(listed.every((row) => row.category === 'Estados de cuenta')).toBe(true);
    expect(listed.map((row) => row.name)).toContain(
      `Estado de cuenta ${formatIsoPeriod(periodOf(today))} - T · 101.pdf`,
    );
    const period = (await t.call(ledger.findAll, { headers: asAdmin, params: { id: complejo.id } })).json()
      .commonExpenses[0];
    expect(period.status).toBe('generado');
  });

  it('generating again replaces the files: still one per statement, listed once', async () => {
    const before = (await statements()).map((row) => row.documentKey);
    const started = await t.call(calls.generate, { headers: asAdmin, body: { commonExpenseId: periodId } });
    await jobUntil(started.json().job.id, (candidate) => candidate.status === 'terminado');
    expect((await statements()).map((row) => row.documentKey)).toEqual(before);
    const listed = await t.db.select().from(documents).where(eq(documents.buildingId, complejo.id));
    expect(listed).toHaveLength(3);
  });

  it('e-mails each statement with its PDF to the residents with an address, and never twice', async () => {
    const before = (await t.outbox()).length;
    const started = await t.call(calls.send, { headers: asAdmin, body: { commonExpenseId: periodId } });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().message).toBe(text.documentsSending(2));
    const job = await jobUntil(started.json().job.id, (candidate) => candidate.status !== 'en_curso');
    expect(job).toMatchObject({ kind: 'enviar', status: 'terminado', total: 2, done: 2, failed: 0 });
    const mails = (await t.outbox()).slice(before);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toContain('Content-Type: application/pdf');
      expect(mailText(mail)).toContain('Estado de cuenta de gastos comunes');
    }
    expect(mails.some((mail) => mail.includes('duena.uno@example.com'))).toBe(true);
    expect(mails.some((mail) => mail.includes('dueno.dos@example.com'))).toBe(true);

    const again = await t.call(calls.send, { headers: asAdmin, body: { commonExpenseId: periodId } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(text.nothingToSend);
    expect((await t.outbox()).length).toBe(before + 2);

    // A resident given an address later gets theirs alone.
    await setEmail(2, 'duena.tres@example.com');
    const third = await t.call(calls.send, { headers: asAdmin, body: { commonExpenseId: periodId } });
    expect(third.json().message).toBe(text.documentsSending(1));
    await jobUntil(third.json().job.id, (candidate) => candidate.status === 'terminado');
    const all = await t.outbox();
    expect(all.length).toBe(before + 3);
    expect(all.at(-1)).toContain('duena.tres@example.com');
    const period = (await t.call(ledger.findAll, { headers: asAdmin, params: { id: complejo.id } })).json()
      .commonExpenses[0];
    expect(period.status).toBe('enviado');
  });

  it('reports an e-mail that cannot leave and goes on with the rest', async () => {
    // The first statement's PDF gone from storage: its e-mail waits and says why, the others leave.
    const rows = await statements();
    const lost = rows[0]!;
    await t.db
      .update(residents)
      .set({ email: 'nuevo.uno@example.com' })
      .where(eq(residents.email, 'duena.uno@example.com'));
    await t.db
      .update(residents)
      .set({ email: 'nuevo.dos@example.com' })
      .where(eq(residents.email, 'dueno.dos@example.com'));
    await t.app.storage.remove(lost.documentKey!);
    const before = (await t.outbox()).length;
    const started = await t.call(calls.send, { headers: asAdmin, body: { commonExpenseId: periodId } });
    expect(started.statusCode, started.body).toBe(200);
    const job = await jobUntil(started.json().job.id, (candidate) => candidate.done + candidate.failed === 2);
    expect(job).toMatchObject({ total: 2, done: 1, failed: 1, status: 'con_errores' });
    expect(job.failures[0]).toMatchObject({
      apartment: '101',
      email: 'nuevo.uno@example.com',
      retrying: true,
      reason: 'El PDF del estado de cuenta no está en el almacenamiento: genérelo de nuevo.',
    });
    expect((await t.outbox()).length).toBe(before + 1);
  });

  it('answers another company or a missing period in Spanish, never a job', async () => {
    const missing = await t.call(calls.jobs, { headers: asAdmin, params: { id: 999_999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(text.notFound);
  });
});
