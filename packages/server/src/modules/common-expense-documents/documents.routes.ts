import { type CommonExpenseStatus, commonExpenseMessages, contract, type DocumentJobKind } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError } from '../../core/errors/api-error';
import type { Period } from '../../core/repositories/ledger.repository';
import type { Scope } from '../../core/tenant/scope';
import type { Auth } from '../../core/types';
import { uploadedFile } from '../../core/uploads';
import type { Queryable } from '../../db/client';
import { commonExpenseDetails } from '../../db/schema';
import { DOCUMENT_JOBS_QUEUE } from './document-jobs';
import type { DocumentRepositories } from './repositories';
import { recipientsOf } from './statement-context';

const calls = contract.commonExpenseDocuments;
const text = commonExpenseMessages;

/** The statuses each job may start from, and what refuses the others (the mocks refuse alike). */
const allowedFrom: Record<
  DocumentJobKind,
  { statuses: CommonExpenseStatus[]; refusal: (status: CommonExpenseStatus) => string }
> = {
  generar: {
    statuses: ['cerrado', 'generado'],
    refusal: (status) => (status === 'borrador' ? text.closeFirst(status) : text.alreadySent(status)),
  },
  enviar: { statuses: ['generado', 'enviado'], refusal: text.generateFirst },
};

/**
 * POST /commonexpenses/documents/generate and /send start a background job (document-jobs.ts) and answer at once
 * with it; GET /commonexpenses/documents/jobs/{id} reads its progress. A job is created with its items in one
 * transaction under the period's lock, and queued once that commits.
 */
export const documentRoutes = (repos: DocumentRepositories) => async (app: FastifyInstance) => {
  const { ledger, jobs } = repos;

  /** The period under its lock, in a status the job may start from, with no job of its kind still running. */
  const periodFor = async (tx: Queryable, scope: Scope, id: number, kind: DocumentJobKind) => {
    const found = await ledger.findPeriod(scope, id, tx);
    if (!found) throw new ApiError(404, text.notFound);
    const period = (await ledger.lockPeriod(tx, found.id))!;
    const rule = allowedFrom[kind];
    if (!rule.statuses.includes(period.status as CommonExpenseStatus)) {
      throw new ApiError(409, rule.refusal(period.status as CommonExpenseStatus));
    }
    if (await jobs.runningOf(tx, period.id, kind)) throw new ApiError(409, text.jobRunning(kind));
    return period;
  };

  /** The statements asked for: every one of the period when the list is empty. */
  const selectedOf = async (scope: Scope, period: Period, apartmentIds: readonly number[], tx: Queryable) => {
    const all = await ledger.listStatements(scope, period, tx);
    if (apartmentIds.length === 0) return all;
    const chosen = all.filter((statement) => apartmentIds.includes(statement.apartmentId));
    const foreign = apartmentIds.find((id) => !all.some((statement) => statement.apartmentId === id));
    if (foreign !== undefined) throw new ApiError(400, text.foreignApartment(foreign));
    return chosen;
  };

  /** The job queued once its transaction committed, and the period's statements as they are now. */
  const answerWith = async (scope: Scope, period: Period, jobId: number, message: string) => {
    await app.jobs.send(DOCUMENT_JOBS_QUEUE, jobId);
    const [job] = await jobs.jobsOf(scope, period.id, jobId);
    return {
      message,
      commonExpensesDetail: await ledger.listStatements(scope, period),
      job: job!,
    };
  };

  const start = (
    auth: Auth,
    period: { id: number; companyId: number; buildingId: number },
    tx: Queryable,
    kind: DocumentJobKind,
  ) =>
    jobs.create(tx, {
      companyId: period.companyId,
      buildingId: period.buildingId,
      commonExpenseId: period.id,
      kind,
      startedBy: auth.user.id,
    });

  registerCall(app, calls.generate, async ({ body, scope, auth }) => {
    const started = await app.db.transaction(async (tx) => {
      const period = await periodFor(tx, scope, body.commonExpenseId, 'generar');
      const selected = await selectedOf(scope, period, body.apartmentIds, tx);
      const job = await start(auth!, period, tx, 'generar');
      await jobs.addStatements(
        tx,
        job.id,
        selected.map((statement) => statement.id),
      );
      return { period, job, count: selected.length };
    });
    return answerWith(scope, started.period, started.job.id, text.documentsGenerating(started.count));
  });

  registerCall(app, calls.send, async ({ body, scope, auth }) => {
    const started = await app.db.transaction(async (tx) => {
      const period = await periodFor(tx, scope, body.commonExpenseId, 'enviar');
      const selected = await selectedOf(scope, period, body.apartmentIds, tx);
      const ungenerated = selected.find((statement) => statement.documentKey === null);
      if (ungenerated) throw new ApiError(409, text.notGenerated(ungenerated.apartment));
      const recipients = await recipientsOf(
        tx,
        period.buildingId,
        selected.map((statement) => statement.apartmentId),
      );
      const mailings = selected.flatMap((statement) =>
        recipients
          .filter(
            (recipient) => recipient.apartmentId === statement.apartmentId && recipient.relation === statement.payer,
          )
          .map((recipient) => ({ detailId: statement.id, email: recipient.email, recipient: recipient.name })),
      );
      const job = await start(auth!, period, tx, 'enviar');
      const count = await jobs.addMailings(tx, job.id, mailings);
      // Rolls the empty job back: nothing new to send is said, not shown as a job of nothing.
      if (count === 0) throw new ApiError(409, text.nothingToSend);
      return { period, job, count };
    });
    return answerWith(scope, started.period, started.job.id, text.documentsSending(started.count));
  });

  registerCall(
    app,
    calls.jobs,
    async ({ params, scope }) => {
      const period = await ledger.findPeriod(scope, params.id);
      if (!period) throw new ApiError(404, text.notFound);
      return { message: 'OK', jobs: await jobs.jobsOf(scope, period.id) };
    },
    // Progress moves with every item and every e-mail delivered: read fresh each time, never kept.
    { uncached: true },
  );

  /** An uploaded PDF in place of a unit's generated statement (a correction made outside Horizontal). */
  registerCall(app, calls.save, async ({ body, scope }) => {
    const statement = await ledger.findStatement(scope, body.detailId);
    if (!statement) throw new ApiError(404, text.detailNotFound);
    if (!body.key.toLowerCase().endsWith('.pdf')) throw new ApiError(400, text.documentNotPdf);
    await uploadedFile(app, scope, body.key);
    await app.db.transaction(async (tx) => {
      const period = (await ledger.lockPeriod(tx, statement.commonExpenseId))!;
      if (period.status === 'borrador') throw new ApiError(409, text.closeFirst('borrador'));
      await tx
        .update(commonExpenseDetails)
        .set({ documentKey: body.key })
        .where(eq(commonExpenseDetails.id, statement.id));
    });
    const current = (await ledger.findStatement(scope, statement.id))!;
    return { message: text.documentSaved, detail: await ledger.statementListing(scope, current) };
  });
};
