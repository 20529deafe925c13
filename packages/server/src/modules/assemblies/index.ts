import type { FastifyPluginAsync } from 'fastify';
import { contractCalls } from '../../core/calls/contract-calls';
import { assemblyRoutes } from './assemblies.routes';
import { drawSeededDocuments } from './demo-documents';
import { documentRoutes } from './documents.routes';
import { scheduleNoticeRounds } from './notice-mail';
import { noticeRoutes } from './notices.routes';
import { createAssemblyRepositories } from './repositories';
import { summaryRoutes } from './summary.routes';
import { votingRoutes } from './votings.routes';

/**
 * Asambleas: assemblies with their attendance and resolutions, votings counted as the law counts them, noticias and
 * documentos by category.
 */
export const assembliesModule: FastifyPluginAsync = async (app) => {
  const repos = createAssemblyRepositories(app.db);
  await app.register(
    contractCalls(
      assemblyRoutes(repos),
      votingRoutes(repos),
      summaryRoutes(repos),
      noticeRoutes(repos),
      documentRoutes(repos),
    ),
  );
  app.addHook('onReady', async () => {
    if (app.config.seedDemo) await drawSeededDocuments(app);
  });
  // A notice written for a later day is e-mailed on its day, by whichever instance finds it first.
  scheduleNoticeRounds(app, repos.notices);
};
