import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { DOCUMENT_JOBS_QUEUE, documentJobRunner } from './document-jobs';
import { documentRoutes } from './documents.routes';
import { createDocumentRepositories } from './repositories';
import { drawSeededStatements } from './seeded-statements';
import { templatesRoutes } from './templates.routes';
import { yearAccountRoutes } from './year-account.routes';

/**
 * Documentos de gastos comunes: the spreadsheets of a period (templates and export) and its statements as PDF files,
 * generated and e-mailed by background jobs; and Contabilidad, the year's account. Built on the ledger: it reads the ledger's repositories in core.
 */
export const commonExpenseDocumentsModule: FastifyPluginAsync = async (app) => {
  const repos = createDocumentRepositories(app.db);
  const { jobs } = repos;
  await app.register(contractCalls(templatesRoutes(repos), documentRoutes(repos), yearAccountRoutes(repos)));
  await app.jobs.work(DOCUMENT_JOBS_QUEUE, documentJobRunner(app, repos));
  // What a stop or a crash left half done goes on now; a job running elsewhere too is safe (its items are claimed).
  app.addHook('onReady', async () => {
    if (app.config.seedDemo) await drawSeededStatements(app, repos);
    for (const id of await jobs.unfinished()) await app.jobs.send(DOCUMENT_JOBS_QUEUE, id);
  });
};
