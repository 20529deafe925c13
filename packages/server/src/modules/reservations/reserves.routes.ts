import {
  bookingWindowOf,
  clockTime,
  closesTurn,
  commonAreaMessages,
  contract,
  initialReserveStatus,
  montevideoToday,
  periodOf,
  type ReserveStatus,
  reachesMonthlyLimit,
  reserveMessages,
  reserveRemovalProblem,
  reserveStatusProblem,
  windowProblemOf,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { databaseFactsOf } from '../../core/errors/safe-log';
import type { Scope } from '../../core/tenant/scope';
import type { Queryable } from '../../db/client';
import { billingOf } from './billing';
import { tellAdministrators, tellResident } from './notices';
import type { ReservationRepositories } from './repositories';
import type { ReserveValues } from './reserves.repository';
import { reserveOut } from './shapes';

const calls = contract.reserves;
const text = reserveMessages;

/** The current and historic lists split at today in Montevideo: a kept answer is never given the day after. */
export const byDay = { answerDependsOn: () => montevideoToday() };

/** The partial unique index of migration 0012 refused a second live booking of the turn. */
const isTurnTaken = (error: unknown) => {
  const facts = databaseFactsOf(error);
  return (
    facts?.sqlState === '23505' && (facts.constraint ?? 'reserves_live_slot_unique') === 'reserves_live_slot_unique'
  );
};

/** Bookings of the common areas: the lists, a new booking, its status and its deletion. */
export const reserveRoutes = (repos: ReservationRepositories) => async (app: FastifyInstance) => {
  const { reserves, maintenances, units, buildings, commonAreas } = repos;
  const billing = billingOf(repos.charges);

  const buildingOf = async (scope: Scope, buildingId: number) => {
    const building = await buildings.find(scope, buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    return building;
  };

  /** The booking inside the caller's scope, locked for the rest of the transaction. */
  const lockedReserve = async (tx: Queryable, scope: Scope, id: number) => {
    if (!(await reserves.find(scope, id, tx))) throw new ApiError(404, text.notFound);
    await reserves.lock(tx, id);
    return (await reserves.find(scope, id, tx))!;
  };

  registerCall(
    app,
    calls.findAll,
    async ({ params, scope }) => {
      await buildingOf(scope, params.id);
      return { message: 'OK', reserves: (await reserves.current(scope, params.id, montevideoToday())).map(reserveOut) };
    },
    byDay,
  );

  registerCall(
    app,
    calls.historic,
    async ({ params, scope }) => {
      await buildingOf(scope, params.id);
      return {
        message: 'OK',
        reserves: (await reserves.historic(scope, params.id, montevideoToday())).map(reserveOut),
      };
    },
    byDay,
  );

  /**
   * A booking of one turn of one day for a unit (and the resident who asks). What only the request decides is
   * checked first; what other bookings decide is checked with the area locked, and the turn itself is the database's
   * to guard: of two requests for it, the second insert is refused by the partial unique index, whatever instance
   * took it. It is confirmed at once when its area needs no approval, and then its price is charged to the unit's
   * month; the resident is told by e-mail and the administrators by a notification, all in the same transaction.
   */
  registerCall(app, calls.create, async ({ body, scope, auth, request }) => {
    const building = await buildingOf(scope, body.buildingId);
    const area = await commonAreas.find(scope, body.commonAreaId);
    if (!area) throw new ApiError(404, commonAreaMessages.notFound);
    if (area.buildingId !== building.id) throw new ApiError(409, text.foreignArea);
    if (area.status !== 'activo') throw new ApiError(409, text.inactiveArea);
    const turn = area.turns.find((candidate) => candidate.id === body.turnId);
    if (!turn) throw new ApiError(409, text.foreignTurn);
    const unit = await units.unit(scope, body.apartmentId);
    if (!unit || unit.buildingId !== building.id) throw new ApiError(409, text.foreignApartment);
    if (body.residentId !== null) {
      const resident = await units.resident(scope, body.residentId);
      if (!resident || resident.buildingId !== building.id) throw new ApiError(409, text.foreignResident);
      if (!(await units.livesIn(resident.id, unit.id))) throw new ApiError(409, text.residentNotInUnit);
    }
    const slot = { date: body.date, startTime: clockTime(turn.startTime), endTime: clockTime(turn.endTime) };
    const now = new Date();
    const outOfWindow = windowProblemOf(slot, area, now);
    if (outOfWindow === 'past') throw new ApiError(409, text.pastDate);
    if (outOfWindow === 'started') throw new ApiError(409, text.turnStarted);
    if (outOfWindow === 'beyond') {
      throw new ApiError(409, text.beyondWindow(area.bookingWindowDays, bookingWindowOf(area, now).last));
    }
    const status = initialReserveStatus(area);

    const created = await app.db.transaction(async (tx) => {
      await commonAreas.lock(tx, area.id);
      const closing = await maintenances.ofArea(area.id, { from: body.date, to: body.date }, tx);
      if (closing.some((maintenance) => closesTurn(maintenance, slot, body.date))) {
        throw new ApiError(409, text.inMaintenance);
      }
      const held = await reserves.monthlyOfUnit(area.id, unit.id, body.date, tx);
      if (reachesMonthlyLimit(area, held)) {
        throw new ApiError(409, text.monthlyLimit(area.monthlyLimit!, area.name, periodOf(body.date)));
      }
      const values: ReserveValues = {
        companyId: building.companyId,
        buildingId: building.id,
        commonAreaId: area.id,
        turnId: turn.id,
        apartmentId: unit.id,
        residentId: body.residentId,
        date: body.date,
        priceCents: area.priceCents,
        notes: body.notes,
        status,
      };
      const row = await reserves.table.insert(scope, values, tx).catch((error: unknown) => {
        throw isTurnTaken(error) ? new ApiError(409, text.turnTaken) : error;
      });
      const booking = (await reserves.find(scope, row.id, tx))!;
      if (status === 'confirmada') await billing.bill(tx, scope, booking);
      await tellResident(app, tx, booking, status);
      await tellAdministrators(app, tx, request, await reserves.administratorsOf(building, auth.user.id, tx), booking);
      return status === 'confirmada' ? (await reserves.find(scope, row.id, tx))! : booking;
    });
    return { message: status === 'pendiente' ? text.pendingApproval : text.confirmed, reserve: reserveOut(created) };
  });

  /**
   * Confirms or rejects a pending booking, or cancels a confirmed one while its turn is ahead
   * (reservations/transitions.ts). Confirming charges its price to the unit's month; cancelling takes it back.
   */
  registerCall(app, calls.status, async ({ body, scope }) => {
    const changed = await app.db.transaction(async (tx) => {
      const current = await lockedReserve(tx, scope, body.id);
      const problem = reserveStatusProblem(
        { status: current.status as ReserveStatus, date: current.date, startTime: current.startTime },
        body.status,
        new Date(),
      );
      if (problem) throw new ApiError(409, problem);
      await reserves.table.setStatus(scope, current.id, { status: body.status }, tx);
      const next = { ...current, status: body.status };
      if (body.status === 'confirmada') await billing.bill(tx, scope, next);
      if (body.status === 'cancelada') await billing.unbill(tx, scope, current);
      await tellResident(app, tx, next, body.status);
      // Read again: the answer shows the charge the confirmation left (or took back).
      return (await reserves.find(scope, current.id, tx))!;
    });
    return { message: text.status, reserve: reserveOut(changed) };
  });

  /** Deletes a booking whose turn is still ahead (a past one stays on record); a confirmed one's charge goes with it. */
  registerCall(app, calls.delete, async ({ params, scope }) => {
    await app.db.transaction(async (tx) => {
      const current = await lockedReserve(tx, scope, params.id);
      const problem = reserveRemovalProblem(
        { status: current.status as ReserveStatus, date: current.date, startTime: current.startTime },
        new Date(),
      );
      if (problem) throw new ApiError(409, problem);
      if (current.status === 'confirmada') await billing.unbill(tx, scope, current);
      await reserves.table.remove(scope, current.id, tx);
    });
    return { message: text.deleted };
  });
};
