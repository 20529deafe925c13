import {
  bookingsUnder,
  commonAreaMessages,
  contract,
  isAhead,
  type MaintenanceStatus,
  maintenanceClashes,
  maintenanceMessages,
  maintenanceStatusLabels,
  maintenanceTransitions,
  transitionProblem,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import type { Queryable } from '../../db/client';
import { billingOf } from './billing';
import type { MaintenanceValues } from './maintenances.repository';
import { tellResident } from './notices';
import type { ReservationRepositories } from './repositories';
import { maintenanceOut, turnSlotsOf } from './shapes';

/* The spec's maintenances.update is a local stub of the client (packages/api): there is no route for it. */

const calls = contract.maintenances;
const text = maintenanceMessages;

/** Maintenances of the complejo (Portería): the list, a new one and its status. */
export const maintenanceRoutes = (repos: ReservationRepositories) => async (app: FastifyInstance) => {
  const { reserves, maintenances, buildings, commonAreas } = repos;
  const billing = billingOf(repos.charges);

  registerCall(app, calls.findAll, async ({ params, scope }) => {
    if (!(await buildings.find(scope, params.id))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', maintenances: (await maintenances.listOfBuilding(scope, params.id)).map(maintenanceOut) };
  });

  /**
   * The live bookings still ahead under a new maintenance's hours: refused while there are any, unless the staff
   * cancel them with it (`cancelReserves`): a confirmed one is cancelled (its charge taken back while the month is
   * open), a pending one rejected, and each resident told by e-mail, in the maintenance's transaction.
   */
  const clearBookings = async (
    tx: Queryable,
    scope: Scope,
    area: { id: number; turns: { id: number; name: string; startTime: string; endTime: string }[] },
    work: { date: string; startTime: string | null; endTime: string | null; title: string; cancelReserves: boolean },
  ) => {
    const slots = turnSlotsOf(area);
    const now = new Date();
    const startOf = (turnId: number | null) => slots.find((slot) => slot.id === turnId)?.startTime ?? null;
    const booked = await reserves.ofArea(area.id, { from: work.date, to: work.date }, tx);
    const under = bookingsUnder(work, slots, booked)
      .filter((reserve) => isAhead({ date: reserve.date, startTime: startOf(reserve.turnId) }, now))
      .sort((a, b) => (startOf(a.turnId) ?? '').localeCompare(startOf(b.turnId) ?? ''));
    if (under.length === 0) return 0;
    if (!work.cancelReserves) {
      const listed = await Promise.all(under.map(async (reserve) => (await reserves.find(scope, reserve.id, tx))!));
      throw new ApiError(409, text.bookedHours(listed));
    }
    for (const { id } of under) {
      await reserves.lock(tx, id);
      const current = (await reserves.find(scope, id, tx))!;
      const status = current.status === 'confirmada' ? 'cancelada' : 'rechazada';
      await reserves.table.setStatus(scope, id, { status }, tx);
      if (current.status === 'confirmada') await billing.unbill(tx, scope, current);
      await tellResident(app, tx, { ...current, status }, status, { maintenance: work.title });
    }
    return under.length;
  };

  registerCall(app, calls.create, async ({ body, scope }) => {
    const building = await buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    const area = body.commonAreaId === null ? null : await commonAreas.find(scope, body.commonAreaId);
    if (body.commonAreaId !== null && !area) throw new ApiError(404, commonAreaMessages.notFound);
    if (area && area.buildingId !== building.id) throw new ApiError(409, text.foreignArea);
    if (body.frequencyId !== null && !(await maintenances.frequency(body.frequencyId))) {
      throw new ApiError(409, text.unknownFrequency);
    }
    const outcome = await app.db.transaction(async (tx) => {
      let cancelled = 0;
      if (area) {
        await commonAreas.lock(tx, area.id);
        if (maintenanceClashes(body, await maintenances.ofArea(area.id, { from: body.date, to: body.date }, tx))) {
          throw new ApiError(409, text.areaBusy);
        }
        cancelled = await clearBookings(tx, scope, area, body);
      }
      const values: MaintenanceValues = {
        companyId: building.companyId,
        buildingId: building.id,
        commonAreaId: area?.id ?? null,
        frequencyId: body.frequencyId,
        title: body.title,
        description: body.description,
        provider: body.provider,
        date: body.date,
        startTime: body.startTime,
        endTime: body.endTime,
        costCents: body.cost,
      };
      const row = await maintenances.table.insert(scope, values, tx);
      return { id: row.id, cancelled };
    });
    return {
      message: outcome.cancelled > 0 ? text.createdCancelling(outcome.cancelled) : text.created,
      maintenance: maintenanceOut((await maintenances.find(scope, outcome.id))!),
    };
  });

  registerCall(app, calls.status, async ({ body, scope }) => {
    const changed = await app.db.transaction(async (tx) => {
      if (!(await maintenances.find(scope, body.id, tx))) throw new ApiError(404, text.notFound);
      await maintenances.lock(tx, body.id);
      const current = (await maintenances.find(scope, body.id, tx))!;
      const from = current.status as MaintenanceStatus;
      const problem = transitionProblem(maintenanceTransitions, maintenanceStatusLabels, from, body.status);
      if (problem) throw new ApiError(409, problem);
      await maintenances.table.setStatus(scope, current.id, { status: body.status }, tx);
      return { ...current, status: body.status };
    });
    return { message: text.status, maintenance: maintenanceOut(changed) };
  });
};
