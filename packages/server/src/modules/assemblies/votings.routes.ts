import {
  assemblyMessages,
  contract,
  countedVoting,
  transitionProblem,
  unitsThatVote,
  unitsVotingTogether,
  type Vote,
  type VotingMajority,
  type VotingQuorum,
  type VotingStatus,
  votingMessages,
  votingStatusLabels,
  votingTransitions,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Queryable } from '../../db/client';
import type { Voting, VotingDetail } from '../../db/schema';
import { type BuildingUnit, unitsOfBuilding } from './assemblies.repository';
import type { AssemblyRepositories } from './repositories';
import { tellAssemblyStaff } from './staff-notice';

const calls = contract.votings;
const text = votingMessages;

const detailOut = (row: VotingDetail, votes = 0) => ({
  id: row.id,
  votingId: row.votingId,
  description: row.description,
  position: row.position,
  votes,
});

/** Votings with their options and each unit's vote, counted as the law counts them (domain/src/votings). */
export const votingRoutes = (repos: AssemblyRepositories) => async (app: FastifyInstance) => {
  const { votings, assemblies, buildings } = repos;

  /** The votings of one complejo as the contract answers them: options, their votes, the count. */
  const votingsOut = async (rows: Voting[], q: Queryable = app.db) => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [details, votes] = await Promise.all([votings.detailsOf(ids, q), votings.votesOf(ids, q)]);
    const unitsOf = new Map<number, BuildingUnit[]>();
    for (const buildingId of new Set(rows.map((row) => row.buildingId))) {
      unitsOf.set(buildingId, await unitsOfBuilding(q, buildingId));
    }
    return rows.map((row) =>
      countedVoting(
        {
          id: row.id,
          buildingId: row.buildingId,
          assemblyId: row.assemblyId,
          title: row.title,
          description: row.description,
          startDate: row.startDate,
          endDate: row.endDate,
          status: row.status as VotingStatus,
          majority: row.majority as VotingMajority,
          quorum: row.quorum as VotingQuorum,
          details: details.filter((detail) => detail.votingId === row.id).map((detail) => detailOut(detail)),
        },
        unitsOf.get(row.buildingId)!,
        votes.filter((vote) => vote.votingId === row.id),
      ),
    );
  };
  const votingOut = async (row: Voting, q: Queryable = app.db) => (await votingsOut([row], q))[0]!;

  /** In a voting of an assembly only the units that came vote (a proxy for all its units); elsewhere, each unit. */
  const attendanceOf = async (voting: Voting, q: Queryable) =>
    voting.assemblyId === null
      ? null
      : (await assemblies.attendanceOf(voting.assemblyId, q)).map((entry) => ({
          ...entry,
          kind: entry.kind as 'presente' | 'representada' | 'ausente',
        }));

  const votesOut = async (voting: Voting, q: Queryable = app.db): Promise<Vote[]> => {
    const [units, votes, attendance] = await Promise.all([
      unitsOfBuilding(q, voting.buildingId),
      votings.votesOf([voting.id], q),
      attendanceOf(voting, q),
    ]);
    const voteOf = new Map(votes.map((vote) => [vote.apartmentId, vote]));
    const voters = unitsThatVote(attendance);
    return units.map((unit) => ({
      ...unit,
      detailId: voteOf.get(unit.apartmentId)?.detailId ?? null,
      castBy: voteOf.get(unit.apartmentId)?.castBy ?? null,
      mayVote: voters === null || voters.has(unit.apartmentId),
    }));
  };

  /** Options change only while the voting is a borrador (entities/voting.ts). */
  const editable = (voting: Voting) => {
    if (voting.status !== 'borrador') throw new ApiError(409, text.optionsLocked(voting.status as VotingStatus));
  };

  /** The option and its voting, locked for the rest of the transaction. */
  const lockedDetail = async (tx: Queryable, scope: Parameters<typeof votings.findDetail>[0], id: number) => {
    const detail = await votings.findDetail(scope, id, tx);
    if (!detail) throw new ApiError(404, text.detailNotFound);
    await votings.lock(tx, detail.votingId);
    const voting = (await votings.find(scope, detail.votingId, tx))!;
    editable(voting);
    return { detail, voting };
  };

  registerCall(app, calls.findAll, async ({ body, scope }) => {
    if (!(await buildings.find(scope, body.buildingId))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', votings: await votingsOut(await votings.listOfBuilding(scope, body.buildingId)) };
  });

  registerCall(app, calls.create, async ({ body, scope, auth, request }) => {
    const building = await buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    if (body.assemblyId !== null) {
      const assembly = await assemblies.find(scope, body.assemblyId);
      if (!assembly) throw new ApiError(404, assemblyMessages.notFound);
      if (assembly.buildingId !== building.id) throw new ApiError(409, text.foreignAssembly);
    }
    const { details, ...values } = body;
    const voting = await app.db.transaction(async (tx) => {
      const tenant = { companyId: building.companyId, buildingId: building.id };
      const row = await votings.table.insert(scope, { ...values, ...tenant, status: 'borrador' }, tx);
      for (const [index, description] of details.entries()) {
        await votings.details.insert(scope, { ...tenant, votingId: row.id, description, position: index + 1 }, tx);
      }
      await tellAssemblyStaff(app, tx, request, building, auth.user.id, text.newVotingNotice(row.title));
      return votingOut(row, tx);
    });
    return { message: text.created, voting };
  });

  registerCall(app, calls.delete, async ({ params, scope }) => {
    await app.db.transaction(async (tx) => {
      await votings.lock(tx, params.id);
      const voting = await votings.find(scope, params.id, tx);
      if (!voting) throw new ApiError(404, text.notFound);
      if (voting.status === 'abierta') throw new ApiError(409, text.openOnDelete);
      // Its options and votes go with it (ON DELETE CASCADE).
      await votings.table.remove(scope, voting.id, tx);
    });
    return { message: text.deleted };
  });

  registerCall(app, calls.findDetails, async ({ body, scope }) => {
    const voting = await votings.find(scope, body.votingId);
    if (!voting) throw new ApiError(404, text.notFound);
    return { message: 'OK', details: (await votingOut(voting)).details };
  });

  registerCall(app, calls.createDetail, async ({ body, scope }) => {
    const detail = await app.db.transaction(async (tx) => {
      await votings.lock(tx, body.votingId);
      const voting = await votings.find(scope, body.votingId, tx);
      if (!voting) throw new ApiError(404, text.notFound);
      editable(voting);
      const position = body.position ?? (await votings.detailsOf([voting.id], tx)).length + 1;
      return votings.details.insert(
        scope,
        {
          companyId: voting.companyId,
          buildingId: voting.buildingId,
          votingId: voting.id,
          description: body.description,
          position,
        },
        tx,
      );
    });
    return { message: text.detailCreated, detail: detailOut(detail) };
  });

  registerCall(app, calls.updateDetail, async ({ body, scope }) => {
    const detail = await app.db.transaction(async (tx) => {
      const { detail: current } = await lockedDetail(tx, scope, body.id);
      const values = { description: body.description, position: body.position ?? current.position };
      return (await votings.details.update(scope, current.id, values, tx))!;
    });
    return { message: text.detailUpdated, detail: detailOut(detail) };
  });

  registerCall(app, calls.deleteDetail, async ({ params, scope }) => {
    await app.db.transaction(async (tx) => {
      const { detail } = await lockedDetail(tx, scope, params.id);
      await votings.details.remove(scope, detail.id, tx);
    });
    return { message: text.detailDeleted };
  });

  registerCall(app, calls.status, async ({ body, scope }) => {
    const voting = await app.db.transaction(async (tx) => {
      await votings.lock(tx, body.id);
      const current = await votings.find(scope, body.id, tx);
      if (!current) throw new ApiError(404, text.notFound);
      const problem = transitionProblem(
        votingTransitions,
        votingStatusLabels,
        current.status as VotingStatus,
        body.status,
      );
      if (problem) throw new ApiError(409, problem);
      if (body.status === 'abierta' && (await votings.detailsOf([current.id], tx)).length < 2) {
        throw new ApiError(409, text.tooFewOptions);
      }
      const changed = (await votings.table.setStatus(scope, current.id, { status: body.status }, tx))!;
      return votingOut(changed, tx);
    });
    return { message: text.status, voting };
  });

  registerCall(app, calls.votes, async ({ body, scope }) => {
    const voting = await votings.find(scope, body.votingId);
    if (!voting) throw new ApiError(404, text.notFound);
    return { message: 'OK', votes: await votesOut(voting) };
  });

  registerCall(app, calls.vote, async ({ body, scope }) => {
    return app.db.transaction(async (tx) => {
      // Locked: two desks recording a proxy's vote at once leave one vote per unit.
      await votings.lock(tx, body.votingId);
      const voting = await votings.find(scope, body.votingId, tx);
      if (!voting) throw new ApiError(404, text.notFound);
      const units = await unitsOfBuilding(tx, voting.buildingId);
      const unit = units.find((candidate) => candidate.apartmentId === body.apartmentId);
      if (!unit) throw new ApiError(409, text.foreignUnit);
      const details = await votings.detailsOf([voting.id], tx);
      if (body.detailId !== null && !details.some((detail) => detail.id === body.detailId)) {
        throw new ApiError(409, text.foreignOption);
      }
      if (voting.status !== 'abierta') throw new ApiError(409, text.votesLocked(voting.status as VotingStatus));
      const attendance = await attendanceOf(voting, tx);
      const together = unitsVotingTogether(unit.apartmentId, attendance);
      if (together === null) throw new ApiError(409, text.absentUnit(unit.apartment));
      const detailId = body.detailId;
      const castByOf = (apartmentId: number) => {
        const entry = attendance?.find((candidate) => candidate.apartmentId === apartmentId);
        return entry?.kind === 'representada' ? entry.proxyHolder : null;
      };
      await votings.replaceVotes(
        tx,
        voting,
        together,
        detailId === null
          ? []
          : together.map((apartmentId) => ({ apartmentId, detailId, castBy: castByOf(apartmentId) })),
      );
      return {
        message: detailId === null ? text.voteWithdrawn(together.length) : text.voteSaved(together.length),
        voting: await votingOut(voting, tx),
        votes: await votesOut(voting, tx),
      };
    });
  });
};
