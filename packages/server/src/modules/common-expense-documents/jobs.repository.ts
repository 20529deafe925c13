import type { DocumentJob, DocumentJobKind, Payer } from '@horizontal/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Scope, scoped } from '../../core/tenant/scope';
import type { Database, Queryable } from '../../db/client';
import { type DocumentJobItem, documentJobItems, documentJobs, mailOutbox } from '../../db/schema';
import { mailFailureReason } from './texts';

/**
 * How long an instance holds the items it claimed before another may take them (a killed instance's): a batch takes
 * a second or two, so half a minute is ample and a restart goes on soon.
 */
export const LEASE_SECONDS = 30;

/** The failures a job lists at most: the count says the rest. */
const LISTED_FAILURES = 50;

type JobsRow = {
  id: number;
  common_expense_id: number;
  kind: DocumentJobKind;
  created_at: string;
  finished_at: string | null;
  started_by: string | null;
  total: number;
  done: number;
  failed: number;
  waiting: number;
  failures: [string, string | null, Payer, string | null, string | null, string | null, boolean][] | null;
};

/**
 * The jobs' rows. A job's progress is counted from its items each time it is read: for an e-mail, from the outbox
 * row it queued (delivered, waiting, or failing and tried again).
 */
export const createJobsRepository = (db: Database) => {
  const items = documentJobItems;
  return {
    create: async (
      tx: Queryable,
      job: { companyId: number; buildingId: number; commonExpenseId: number; kind: DocumentJobKind; startedBy: number },
    ) => (await tx.insert(documentJobs).values(job).returning())[0]!,

    addStatements: async (tx: Queryable, jobId: number, detailIds: readonly number[]) => {
      for (let start = 0; start < detailIds.length; start += 1_000) {
        await tx.insert(items).values(detailIds.slice(start, start + 1_000).map((detailId) => ({ jobId, detailId })));
      }
    },

    /**
     * The e-mails of a send. One statement goes to one address once, whichever job queued it: an address it already
     * went (or is going) to is left out; one whose earlier try failed before reaching the outbox moves to this job.
     */
    addMailings: async (
      tx: Queryable,
      jobId: number,
      mailings: readonly { detailId: number; email: string; recipient: string }[],
    ) => {
      let added = 0;
      for (let start = 0; start < mailings.length; start += 1_000) {
        const rows = await tx
          .insert(items)
          .values(mailings.slice(start, start + 1_000).map((mailing) => ({ jobId, ...mailing })))
          .onConflictDoUpdate({
            target: [items.detailId, items.email],
            targetWhere: sql`${items.email} is not null`,
            set: { jobId, status: 'pendiente', attempts: 0, error: null, claimedUntil: null },
            setWhere: sql`${items.status} = 'fallido'`,
          })
          .returning({ id: items.id });
        added += rows.length;
      }
      return added;
    },

    find: async (jobId: number) => (await db.select().from(documentJobs).where(eq(documentJobs.id, jobId)))[0] ?? null,

    /** Up to `count` items nobody holds, held by this instance for LEASE_SECONDS. */
    claim: (jobId: number, count: number): Promise<DocumentJobItem[]> =>
      db
        .update(items)
        .set({
          attempts: sql`${items.attempts} + 1`,
          claimedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        })
        .where(
          sql`${items.id} in (${db
            .select({ id: items.id })
            .from(items)
            .where(
              and(
                eq(items.jobId, jobId),
                eq(items.status, 'pendiente'),
                sql`(${items.claimedUntil} is null or ${items.claimedUntil} < now())`,
              ),
            )
            .orderBy(items.id)
            .limit(count)
            .for('update', { skipLocked: true })})`,
        )
        .returning(),

    markDone: async (tx: Queryable, ids: readonly number[], outboxIds?: ReadonlyMap<number, number>) => {
      if (ids.length === 0) return;
      if (!outboxIds) {
        await tx
          .update(items)
          .set({ status: 'hecho', error: null })
          .where(inArray(items.id, [...ids]));
        return;
      }
      for (const id of ids) {
        await tx
          .update(items)
          .set({ status: 'hecho', error: null, outboxId: outboxIds.get(id) ?? null })
          .where(eq(items.id, id));
      }
    },

    markFailed: (id: number, error: string) =>
      db
        .update(items)
        .set({ status: 'fallido', error: error.slice(0, 300) })
        .where(eq(items.id, id)),

    pendingOf: async (q: Queryable, jobId: number) =>
      (
        await q
          .select({ count: sql<number>`count(*)::int` })
          .from(items)
          .where(and(eq(items.jobId, jobId), eq(items.status, 'pendiente')))
      )[0]?.count ?? 0,

    finish: (q: Queryable, jobId: number) =>
      q.update(documentJobs).set({ finishedAt: sql`now()` }).where(eq(documentJobs.id, jobId)),

    /** Jobs a stop or a crash left with items to do: the next start goes on with them. */
    unfinished: async () =>
      (await db.select({ id: documentJobs.id }).from(documentJobs).where(isNull(documentJobs.finishedAt))).map(
        (row) => row.id,
      ),

    /** A job of this kind still working on the period: a second one would only race it. */
    runningOf: async (q: Queryable, commonExpenseId: number, kind: DocumentJobKind) =>
      (
        await q
          .select({ id: documentJobs.id })
          .from(documentJobs)
          .where(
            and(
              eq(documentJobs.commonExpenseId, commonExpenseId),
              eq(documentJobs.kind, kind),
              isNull(documentJobs.finishedAt),
            ),
          )
          .limit(1)
      )[0] ?? null,

    /** The period's jobs, newest first, with their progress counted now. */
    jobsOf: async (scope: Scope, commonExpenseId: number, jobId?: number): Promise<DocumentJob[]> => {
      const j = documentJobs;
      const where = scoped(
        scope,
        { companyId: j.companyId, buildingId: j.buildingId },
        eq(j.commonExpenseId, commonExpenseId),
        jobId === undefined ? undefined : eq(j.id, jobId),
      );
      // An item is done when its statement was saved, or when its e-mail left; failing when it could not be worked on,
      // or when its e-mail was refused and waits to be tried again.
      const result = (await db.execute(sql`
        SELECT document_jobs.id, document_jobs.common_expense_id, document_jobs.kind,
          to_char(document_jobs.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
          to_char(document_jobs.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at,
          nullif(trim(u.name), '') AS started_by,
          count(i.id)::int AS total,
          (count(i.id) FILTER (WHERE i.status = 'hecho' AND (document_jobs.kind = 'generar' OR o.sent_at IS NOT NULL)))::int AS done,
          (count(i.id) FILTER (WHERE i.status = 'fallido' OR (o.sent_at IS NULL AND o.last_error IS NOT NULL)))::int
            AS failed,
          (count(i.id) FILTER (WHERE i.status = 'pendiente'
            OR (i.status = 'hecho' AND document_jobs.kind = 'enviar' AND o.sent_at IS NULL AND o.last_error IS NULL)))::int
            AS waiting,
          (array_agg(json_build_array(a.number, t.name, d.payer, i.email,
              CASE WHEN i.status = 'fallido' THEN i.error END, o.last_error, i.status <> 'fallido')
            ORDER BY t.name, a.number) FILTER (WHERE i.status = 'fallido' OR (o.sent_at IS NULL AND o.last_error IS NOT NULL))
          )[1:${LISTED_FAILURES}] AS failures
        FROM ${j}
        LEFT JOIN users u ON u.id = document_jobs.started_by
        LEFT JOIN ${items} i ON i.job_id = document_jobs.id
        LEFT JOIN ${mailOutbox} o ON o.id = i.outbox_id
        LEFT JOIN common_expense_details d ON d.id = i.detail_id
        LEFT JOIN apartments a ON a.id = d.apartment_id
        LEFT JOIN towers t ON t.id = a.tower_id
        WHERE ${where}
        GROUP BY document_jobs.id, u.name
        ORDER BY document_jobs.id DESC`)) as unknown as { rows: JobsRow[] };
      return result.rows.map((row) => ({
        id: row.id,
        commonExpenseId: row.common_expense_id,
        kind: row.kind,
        status: row.waiting > 0 || !row.finished_at ? 'en_curso' : row.failed > 0 ? 'con_errores' : 'terminado',
        total: row.total,
        done: row.done,
        failed: row.failed,
        failures: (row.failures ?? []).map(([apartment, tower, payer, email, error, mailError, retrying]) => ({
          apartment,
          tower,
          payer,
          email,
          reason: error ?? mailFailureReason(mailError),
          retrying,
        })),
        startedBy: row.started_by,
        createdAt: row.created_at,
        finishedAt: row.finished_at,
      }));
    },
  };
};

export type JobsRepository = ReturnType<typeof createJobsRepository>;
