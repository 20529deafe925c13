import { contract, montevideoToday, noticeMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { queueNoticeMails } from './notice-mail';
import type { NoticeValues } from './notices.repository';
import { noticeOut } from './notices.shapes';
import type { AssemblyRepositories } from './repositories';

const calls = contract.notices;
const text = noticeMessages;

/** Noticias: the complejo's list, a new one (e-mailed to its audience on its day), its removal. */
export const noticeRoutes = (repos: AssemblyRepositories) => async (app: FastifyInstance) => {
  const { notices, buildings } = repos;

  registerCall(app, calls.findAll, async ({ body, scope }) => {
    if (!(await buildings.find(scope, body.buildingId))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', notices: (await notices.listOfBuilding(scope, body.buildingId)).map(noticeOut) };
  });

  registerCall(app, calls.create, async ({ body, scope }) => {
    const building = await buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    const towerIds = [...new Set(body.towerIds)].sort((a, b) => a - b);
    const found = await notices.towersOfBuilding(building.id, towerIds);
    if (found.length !== towerIds.length) throw new ApiError(409, text.foreignTower);
    // Published today or before, it is e-mailed now; a later one waits for its day (notice-mail.ts).
    const mailNow = body.publishedOn <= montevideoToday();
    const values: NoticeValues = {
      companyId: building.companyId,
      buildingId: building.id,
      title: body.title,
      text: body.text,
      publishedOn: body.publishedOn,
      expiresOn: body.expiresOn,
      createdBy: scope.userId,
      mailedAt: mailNow ? new Date() : null,
    };
    // The notice, its audience and its e-mails are one write: no resident is told of a notice that was not kept.
    const notice = await app.db.transaction(async (tx) => {
      const row = await notices.table.insert(scope, values, tx);
      await notices.addTowers(tx, row, towerIds);
      if (mailNow) await queueNoticeMails(app, tx, notices, { ...row, towerIds }, building);
      return (await notices.find(scope, row.id, tx))!;
    });
    return { message: text.created, notice: noticeOut(notice) };
  });

  registerCall(app, calls.delete, async ({ params, scope }) => {
    // Its audience goes with it (ON DELETE CASCADE).
    if (!(await notices.table.remove(scope, params.id))) throw new ApiError(404, text.notFound);
    return { message: text.deleted };
  });
};
