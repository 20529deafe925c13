import type { SessionUser, Vote } from '@horizontal/domain';
import {
  assemblyMessages,
  contract,
  countedVoting,
  transitionProblem,
  unitLabel,
  unitsThatVote,
  unitsVotingTogether,
  votingMessages,
  votingStatusLabels,
  votingTransitions,
} from '@horizontal/domain';
import type { DemoVoting } from '@horizontal/domain/demo';
import { db, nextId } from '../db';
import { attendanceEntriesOf, unitsOfBuilding } from './assemblies';
import { buildingOf, conflict, notFound, reachesBuilding, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.votings;
const text = votingMessages;
const missing = text.notFound;

type Voting = DemoVoting;

/** The voting as the contract answers it: its options' votes and the count, from the votes of its units. */
export const votingOut = (voting: Voting) =>
  countedVoting(
    voting,
    unitsOfBuilding(voting.buildingId),
    db.votes.filter((vote) => vote.votingId === voting.id),
  );

/** In a voting of an assembly only the units that came vote (a proxy for all its units); elsewhere, each unit. */
const attendanceOfVoting = (voting: Voting) =>
  voting.assemblyId === null ? null : attendanceEntriesOf(voting.assemblyId);

const votesOf = (voting: Voting): Vote[] => {
  const voters = unitsThatVote(attendanceOfVoting(voting));
  return db.apartments
    .filter((apartment) => apartment.buildingId === voting.buildingId)
    .sort((a, b) => a.id - b.id)
    .map((apartment) => {
      const vote = db.votes.find(
        (candidate) => candidate.votingId === voting.id && candidate.apartmentId === apartment.id,
      );
      return {
        apartmentId: apartment.id,
        apartment: unitLabel(apartment),
        coefficient: apartment.coefficient,
        detailId: vote?.detailId ?? null,
        castBy: vote?.castBy ?? null,
        mayVote: voters === null || voters.has(apartment.id),
      };
    });
};

/** Options change only while the voting is a borrador (entities/voting.ts). */
const editable = (voting: Voting) => {
  if (voting.status !== 'borrador') {
    throw conflict(text.optionsLocked(voting.status));
  }
  return voting;
};

const detailOf = (user: SessionUser, id: number) => {
  const voting = db.votings.find((candidate) => candidate.details.some((detail) => detail.id === id));
  if (!voting || !reachesBuilding(user, voting.buildingId)) throw notFound(text.detailNotFound);
  return { voting, detail: voting.details.find((detail) => detail.id === id)! };
};

const nextDetailId = () => nextId(db.votings.flatMap((voting) => voting.details));

const reorder = (voting: Voting) => voting.details.sort((a, b) => a.position - b.position || a.id - b.id);

export const votingsHandlers = [
  mockCall(calls.findAll, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    return {
      message: 'OK',
      votings: db.votings
        .filter((voting) => voting.buildingId === body.buildingId)
        .sort((a, b) => b.startDate.localeCompare(a.startDate))
        .map(votingOut),
    };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    if (body.assemblyId !== null) {
      const assembly = rowOf(user, db.assemblies, body.assemblyId, assemblyMessages.notFound);
      if (assembly.buildingId !== body.buildingId) throw conflict(text.foreignAssembly);
    }
    const id = nextId(db.votings);
    const first = nextDetailId();
    const voting: Voting = {
      id,
      ...body,
      status: 'borrador',
      details: body.details.map((description, index) => ({
        id: first + index,
        votingId: id,
        description,
        position: index + 1,
      })),
    };
    db.votings.push(voting);
    return { message: text.created, voting: votingOut(voting) };
  }),

  mockCall(calls.delete, ({ params, user }) => {
    const voting = rowOf(user, db.votings, params.id, missing);
    if (voting.status === 'abierta') throw conflict(text.openOnDelete);
    db.votings = db.votings.filter((candidate) => candidate.id !== voting.id);
    db.votes = db.votes.filter((vote) => vote.votingId !== voting.id);
    return { message: text.deleted };
  }),

  mockCall(calls.findDetails, ({ body, user }) => ({
    message: 'OK',
    details: votingOut(rowOf(user, db.votings, body.votingId, missing)).details,
  })),

  mockCall(calls.createDetail, ({ body, user }) => {
    const voting = editable(rowOf(user, db.votings, body.votingId, missing));
    const detail = {
      id: nextDetailId(),
      votingId: voting.id,
      description: body.description,
      position: body.position ?? voting.details.length + 1,
    };
    voting.details.push(detail);
    reorder(voting);
    return { message: text.detailCreated, detail: { ...detail, votes: 0 } };
  }),

  mockCall(calls.updateDetail, ({ body, user }) => {
    const { voting, detail } = detailOf(user, body.id);
    editable(voting);
    detail.description = body.description;
    detail.position = body.position ?? detail.position;
    reorder(voting);
    return { message: text.detailUpdated, detail: { ...detail, votes: 0 } };
  }),

  mockCall(calls.deleteDetail, ({ params, user }) => {
    const { voting, detail } = detailOf(user, params.id);
    editable(voting);
    voting.details = voting.details.filter((candidate) => candidate.id !== detail.id);
    return { message: text.detailDeleted };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const voting = rowOf(user, db.votings, body.id, missing);
    const problem = transitionProblem(votingTransitions, votingStatusLabels, voting.status, body.status);
    if (problem) throw conflict(problem);
    if (body.status === 'abierta' && voting.details.length < 2) {
      throw conflict(text.tooFewOptions);
    }
    voting.status = body.status;
    return { message: text.status, voting: votingOut(voting) };
  }),

  mockCall(calls.votes, ({ body, user }) => ({
    message: 'OK',
    votes: votesOf(rowOf(user, db.votings, body.votingId, missing)),
  })),

  mockCall(calls.vote, ({ body, user }) => {
    const voting = rowOf(user, db.votings, body.votingId, missing);
    const apartment = db.apartments.find((candidate) => candidate.id === body.apartmentId);
    if (!apartment || apartment.buildingId !== voting.buildingId) throw conflict(text.foreignUnit);
    if (body.detailId !== null && !voting.details.some((detail) => detail.id === body.detailId)) {
      throw conflict(text.foreignOption);
    }
    if (voting.status !== 'abierta') throw conflict(text.votesLocked(voting.status));
    const attendance = attendanceOfVoting(voting);
    const together = unitsVotingTogether(apartment.id, attendance);
    if (together === null) throw conflict(text.absentUnit(unitLabel(apartment)));
    db.votes = db.votes.filter((vote) => vote.votingId !== voting.id || !together.includes(vote.apartmentId));
    if (body.detailId !== null) {
      for (const apartmentId of together) {
        const entry = attendance?.find((candidate) => candidate.apartmentId === apartmentId);
        const castBy = entry?.kind === 'representada' ? entry.proxyHolder : null;
        db.votes.push({ votingId: voting.id, apartmentId, detailId: body.detailId, castBy });
      }
    }
    const message = body.detailId === null ? text.voteWithdrawn(together.length) : text.voteSaved(together.length);
    return { message, voting: votingOut(voting), votes: votesOf(voting) };
  }),
];
