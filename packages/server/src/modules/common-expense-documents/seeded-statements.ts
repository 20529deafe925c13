import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { closures, commonExpenseDetails, commonExpenses } from '../../db/schema';
import { documentJobRunner } from './document-jobs';
import type { DocumentRepositories } from './repositories';

/**
 * The demo (@horizontal/domain/demo) has months whose statements were generated and sent, and its seed writes rows,
 * not files. A start that loads the demo draws them through the documents' own job before it serves: every statement
 * of a month past «cerrado» still without its PDF, started by whoever closed the month. After that first start
 * nothing is left to draw, and the look is one query.
 */
export const drawSeededStatements = async (app: FastifyInstance, repos: DocumentRepositories) => {
  const undrawn = await app.db
    .select({
      id: commonExpenses.id,
      companyId: commonExpenses.companyId,
      buildingId: commonExpenses.buildingId,
      closedBy: closures.closedBy,
      detailIds: sql<number[]>`array_agg(${commonExpenseDetails.id} order by ${commonExpenseDetails.id})`,
    })
    .from(commonExpenses)
    .innerJoin(commonExpenseDetails, eq(commonExpenseDetails.commonExpenseId, commonExpenses.id))
    .innerJoin(
      closures,
      and(eq(closures.buildingId, commonExpenses.buildingId), eq(closures.period, commonExpenses.period)),
    )
    .where(
      and(
        inArray(commonExpenses.status, ['generado', 'enviado']),
        isNull(commonExpenseDetails.documentKey),
        isNotNull(closures.closedBy),
      ),
    )
    .groupBy(commonExpenses.id, closures.closedBy);
  const run = documentJobRunner(app, repos);
  for (const period of undrawn) {
    const job = await app.db.transaction(async (tx) => {
      const created = await repos.jobs.create(tx, {
        companyId: period.companyId,
        buildingId: period.buildingId,
        commonExpenseId: period.id,
        kind: 'generar',
        startedBy: period.closedBy!,
      });
      await repos.jobs.addStatements(tx, created.id, period.detailIds);
      return created;
    });
    await run(job.id);
  }
};
