import { contract, historyMessages, historyReaders } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { checkCallerMay, registerCall } from '../../core/calls/register-call';
import { ApiError } from '../../core/errors/api-error';
import { createHistoryRepository } from '../../core/history/record-history';

/**
 * POST /history/record (beside the spec, issue #30): who created a record and who changed it last. Asked as the
 * record's own list would be (its `only`, module and screens), then answered only for a record that the module
 * owning it finds for this caller: another company's record is «not found», as its list would not show it.
 */
export const historyRoutes = () => async (app: FastifyInstance) => {
  const trail = createHistoryRepository(app.db);
  registerCall(app, contract.history.record, async ({ body, scope, auth }) => {
    await checkCallerMay(app, auth, historyReaders[body.entity]);
    const keys = await app.recordFinders.trailOf(body.entity, scope, body.id);
    if (!keys) throw new ApiError(404, historyMessages.notFound);
    return { message: 'OK', history: await trail.of(keys) };
  });
};
