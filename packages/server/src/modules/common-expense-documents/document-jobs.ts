import { renderStatementPdf } from '@horizontal/documents';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Period, StatementListing } from '../../core/repositories/ledger.repository';
import type { Queryable } from '../../db/client';
import {
  commonExpenseDetails,
  commonExpenses,
  type DocumentJobItem,
  type DocumentJobRow,
  documentCategories,
  documents,
  storedFiles,
} from '../../db/schema';
import { safeFileName } from '../../lib/storage/files';
import type { JobsRepository } from './jobs.repository';
import type { DocumentRepositories } from './repositories';
import { loadStatementContext, type StatementContext } from './statement-context';
import {
  noDocument,
  renderFailure,
  statementFileName,
  statementMail,
  statementsCategory,
  storageFailure,
} from './texts';

/** The queue every instance takes the period's statement jobs from. */
export const DOCUMENT_JOBS_QUEUE = 'estados-de-cuenta';

/** Items claimed at a time: each batch is written in one transaction, and a kill loses at most one batch's work. */
const BATCH = 25;

/** Where a statement's PDF lives: one key per statement, so generating again replaces it and nothing piles up. */
const statementKey = (companyId: number, period: Period, statement: StatementListing) =>
  `c${companyId}/estados-de-cuenta/${period.period}/${statement.id}-${safeFileName(
    `${statement.tower ?? ''}-${statement.apartment}-${statement.payer}`,
  )}.pdf`;

/** The complejo's «Estados de cuenta» category under documentos, made the first time a statement is saved. */
const categoryOf = async (tx: Queryable, period: Period) => {
  await tx
    .insert(documentCategories)
    .values({ companyId: period.companyId, buildingId: period.buildingId, name: statementsCategory })
    .onConflictDoNothing();
  const [category] = await tx
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(and(eq(documentCategories.buildingId, period.buildingId), eq(documentCategories.name, statementsCategory)));
  return category!.id;
};

type Saved = { item: DocumentJobItem; statement: StatementListing; key: string; size: number };

/** Renders and stores a batch's PDFs (outside any transaction), then records them all in one. */
const generateBatch = async (
  app: FastifyInstance,
  jobs: JobsRepository,
  job: DocumentJobRow,
  period: Period,
  context: StatementContext,
  batch: DocumentJobItem[],
) => {
  const saved: Saved[] = [];
  for (const item of batch) {
    const statement = context.byId.get(item.detailId);
    if (!statement) {
      await jobs.markFailed(item.id, renderFailure);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await renderStatementPdf(await context.pdfDataOf(statement));
    } catch (error) {
      app.log.warn({ jobId: job.id, detailId: item.detailId, failure: (error as Error).name }, 'PDF no generado');
      await jobs.markFailed(item.id, renderFailure);
      continue;
    }
    const key = statementKey(context.companyId, period, statement);
    try {
      await app.storage.put(key, bytes, 'application/pdf');
    } catch (error) {
      app.log.warn({ jobId: job.id, failure: (error as Error).name }, 'PDF no guardado');
      await jobs.markFailed(item.id, storageFailure);
      continue;
    }
    saved.push({ item, statement, key, size: bytes.length });
  }
  if (saved.length === 0) return;
  await app.db.transaction(async (tx) => {
    const categoryId = await categoryOf(tx, period);
    for (const { statement, key } of saved) {
      await tx.update(commonExpenseDetails).set({ documentKey: key }).where(eq(commonExpenseDetails.id, statement.id));
    }
    await tx
      .insert(storedFiles)
      .values(saved.map(({ key, size }) => ({ key, companyId: period.companyId, sizeBytes: size })))
      .onConflictDoUpdate({ target: storedFiles.key, set: { sizeBytes: sql`excluded.size_bytes` } });
    // Listed once under documentos: generating again replaces the file under the same key and row.
    await tx
      .insert(documents)
      .values(
        saved.map(({ statement, key, size }) => ({
          companyId: period.companyId,
          buildingId: period.buildingId,
          categoryId,
          name: statementFileName(period.period, statement, statement.payer),
          fileKey: key,
          contentType: 'application/pdf',
          sizeBytes: size,
          uploadedBy: job.startedBy,
        })),
      )
      .onConflictDoUpdate({ target: documents.fileKey, set: { sizeBytes: sql`excluded.size_bytes` } });
    await jobs.markDone(
      tx,
      saved.map((entry) => entry.item.id),
    );
  });
};

/** Queues a batch's e-mails in the outbox, each with its statement's PDF, in one transaction with their marks. */
const mailBatch = async (
  app: FastifyInstance,
  jobs: JobsRepository,
  period: Period,
  context: StatementContext,
  batch: DocumentJobItem[],
) => {
  const ready: { item: DocumentJobItem; statement: StatementListing }[] = [];
  for (const item of batch) {
    const statement = context.byId.get(item.detailId);
    if (!statement?.documentKey || !item.email) await jobs.markFailed(item.id, noDocument);
    else ready.push({ item, statement });
  }
  if (ready.length === 0) return;
  await app.db.transaction(async (tx) => {
    const outboxIds = new Map<number, number>();
    for (const { item, statement } of ready) {
      const mail = statementMail({
        recipient: item.recipient ?? '',
        complejo: context.complejo,
        administradora: context.administradora,
        period: period.period,
        unit: statement,
        totalDebt: statement.totalDebt,
        dueDate: period.dueDate,
      });
      const id = await app.outbox.enqueue(tx, {
        to: item.email!,
        ...mail,
        files: [
          {
            key: statement.documentKey!,
            fileName: statementFileName(period.period, statement, statement.payer),
            contentType: 'application/pdf',
          },
        ],
      });
      outboxIds.set(item.id, id);
    }
    const detailIds = [...new Set(ready.map((entry) => entry.statement.id))];
    await tx
      .update(commonExpenseDetails)
      .set({ sentAt: sql`now()` })
      .where(and(inArray(commonExpenseDetails.id, detailIds), isNull(commonExpenseDetails.sentAt)));
    await jobs.markDone(
      tx,
      ready.map((entry) => entry.item.id),
      outboxIds,
    );
  });
  app.outbox.kick();
};

/**
 * Once nothing is left to claim: the job is finished, and the period moves on (cerrado → generado once every
 * statement has its PDF; generado → enviado once every one went out), under the period's lock.
 */
const finishIfDone = async (app: FastifyInstance, jobs: JobsRepository, job: DocumentJobRow) => {
  await app.db.transaction(async (tx) => {
    const [period] = await tx
      .select()
      .from(commonExpenses)
      .where(eq(commonExpenses.id, job.commonExpenseId))
      .for('no key update');
    if (!period || (await jobs.pendingOf(tx, job.id)) > 0) return;
    await jobs.finish(tx, job.id);
    // A send is done once every e-mail of it is queued (a unit without an address has nothing to wait for); a
    // generation once every statement of the period has its PDF.
    if (job.kind === 'enviar') {
      if (period.status === 'generado') {
        await tx.update(commonExpenses).set({ status: 'enviado' }).where(eq(commonExpenses.id, period.id));
      }
      return;
    }
    const [missing] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(commonExpenseDetails)
      .where(and(eq(commonExpenseDetails.commonExpenseId, period.id), isNull(commonExpenseDetails.documentKey)));
    if ((missing?.count ?? 0) > 0) return;
    if (period.status === 'cerrado') {
      await tx.update(commonExpenses).set({ status: 'generado' }).where(eq(commonExpenses.id, period.id));
    }
  });
  app.outbox.kick();
};

/**
 * Works a job until nothing is left to claim. Safe to run on two instances at once, or again after a kill: each item
 * is claimed before it is worked on, a PDF is stored under its statement's own key, and an e-mail is queued in the
 * same transaction that marks its item done.
 */
export const documentJobRunner = (app: FastifyInstance, repos: DocumentRepositories) => async (jobId: number) => {
  const { jobs } = repos;
  const job = await jobs.find(jobId);
  if (!job || job.finishedAt) return;
  const [period] = await app.db.select().from(commonExpenses).where(eq(commonExpenses.id, job.commonExpenseId));
  if (!period) return;
  let context: StatementContext | null = null;
  for (;;) {
    if (app.jobs.stopping()) return;
    const batch = await jobs.claim(job.id, BATCH);
    if (batch.length === 0) {
      // Items still claimed by an instance that may have died: wait for them to be done or for their lease to pass.
      if ((await jobs.pendingOf(app.db, job.id)) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    context ??= await loadStatementContext(app, repos, period);
    if (job.kind === 'generar') await generateBatch(app, jobs, job, period, context, batch);
    else await mailBatch(app, jobs, period, context, batch);
  }
  await finishIfDone(app, jobs, job);
};
