import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { createDocumentRepositories } from './repositories';
import { templatesRoutes } from './templates.routes';

/** Documentos de gastos comunes: the spreadsheets of a period (templates and export); the statements' PDFs next. */
export const commonExpenseDocumentsModule: FastifyPluginAsync = async (app) => {
  const repos = createDocumentRepositories(app.db);
  await app.register(contractCalls(templatesRoutes(repos)));
};
