import {
  contract,
  montevideoToday,
  type ReportStatus,
  reportMessages,
  reportStatusLabels,
  reportTransitions,
  transitionProblem,
  uploadPurposes,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import { ownsUpload } from '../../core/uploads';
import { storedContentMatches } from '../../lib/storage';
import type { ReportListing, ReportValues } from './reports.repository';
import type { FrontDeskRepositories } from './repositories';
import { reportOut } from './shapes';

const calls = contract.reports;
const text = reportMessages;
const photoTypes: readonly string[] = uploadPurposes.reportes.types;

/** Reportes: the desk's incidents, each with its category, its photos and its status. */
export const reportRoutes = (repos: FrontDeskRepositories) => async (app: FastifyInstance) => {
  const { reports, units, buildings } = repos;

  /**
   * Whether a photo key is an image the caller's administradora uploaded for reports: a bucket stores whatever the
   * browser sends, so its first bytes are read before the key is kept.
   */
  const isOwnPhoto = async (scope: Scope, key: string) =>
    ownsUpload(scope, key) && (await storedContentMatches(app.storage, key, (type) => photoTypes.includes(type)));

  /** The report with a link to see each photo: the list draws them as thumbnails. */
  const shown = async (row: ReportListing) =>
    reportOut(row, await Promise.all(row.photos.map((key) => app.storage.signDownload(key))));

  registerCall(app, calls.findAll, async ({ params, scope }) => {
    if (!(await buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', reports: await Promise.all((await reports.listOfBuilding(scope, params.id)).map(shown)) };
  });

  registerCall(app, calls.create, async ({ body, scope }) => {
    const building = await buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    const unit = body.apartmentId === null ? null : await units.unit(scope, body.apartmentId);
    if (body.apartmentId !== null && (!unit || unit.buildingId !== building.id)) {
      throw new ApiError(409, text.foreignApartment);
    }
    if (body.date > montevideoToday()) throw new ApiError(409, text.futureDate);
    for (const key of body.photos) {
      if (!(await isOwnPhoto(scope, key))) throw new ApiError(400, text.photoMissing);
    }
    const values: ReportValues = {
      companyId: building.companyId,
      buildingId: building.id,
      apartmentId: unit?.id ?? null,
      category: body.category,
      title: body.title,
      description: body.description,
      photos: [...new Set(body.photos)],
      date: body.date,
      createdBy: scope.userId,
    };
    const row = await reports.table.insert(scope, values);
    return { message: text.created, report: await shown((await reports.find(scope, row.id))!) };
  });

  registerCall(app, calls.status, async ({ body, scope }) => {
    const changed = await app.db.transaction(async (tx) => {
      await reports.lock(tx, body.id);
      const current = await reports.find(scope, body.id, tx);
      if (!current) throw new ApiError(404, text.notFound);
      const from = current.status as ReportStatus;
      const problem = transitionProblem(reportTransitions, reportStatusLabels, from, body.status);
      if (problem) throw new ApiError(409, problem);
      await reports.table.setStatus(scope, current.id, { status: body.status }, tx);
      return (await reports.find(scope, current.id, tx))!;
    });
    return { message: text.status, report: await shown(changed) };
  });

  registerCall(app, calls.remove, async ({ body, scope }) => {
    await app.db.transaction(async (tx) => {
      await reports.lock(tx, body.id);
      if (!(await reports.find(scope, body.id, tx))) throw new ApiError(404, text.notFound);
      await reports.table.hide(scope, body.id, { removedAt: new Date() }, tx);
    });
    return { message: text.removed };
  });
};
