import type { SessionUser, Voting } from '@horizontal/domain';
import {
  assemblyMessages,
  contract,
  transitionProblem,
  votingMessages,
  votingStatusLabels,
  votingTransitions,
} from '@horizontal/domain';
import { db, nextId } from '../db';
import { buildingOf, conflict, notFound, reachesBuilding, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.votings;
const text = votingMessages;
const missing = text.notFound;

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
        .sort((a, b) => b.startDate.localeCompare(a.startDate)),
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
        votes: 0,
      })),
    };
    db.votings.push(voting);
    return { message: text.created, voting };
  }),

  mockCall(calls.delete, ({ params, user }) => {
    const voting = rowOf(user, db.votings, params.id, missing);
    if (voting.status === 'abierta') throw conflict(text.openOnDelete);
    db.votings = db.votings.filter((candidate) => candidate.id !== voting.id);
    return { message: text.deleted };
  }),

  mockCall(calls.findDetails, ({ body, user }) => ({
    message: 'OK',
    details: rowOf(user, db.votings, body.votingId, missing).details,
  })),

  mockCall(calls.createDetail, ({ body, user }) => {
    const voting = editable(rowOf(user, db.votings, body.votingId, missing));
    const detail = {
      id: nextDetailId(),
      votingId: voting.id,
      description: body.description,
      position: body.position ?? voting.details.length + 1,
      votes: 0,
    };
    voting.details.push(detail);
    reorder(voting);
    return { message: text.detailCreated, detail };
  }),

  mockCall(calls.updateDetail, ({ body, user }) => {
    const { voting, detail } = detailOf(user, body.id);
    editable(voting);
    detail.description = body.description;
    detail.position = body.position ?? detail.position;
    reorder(voting);
    return { message: text.detailUpdated, detail };
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
    return { message: text.status, voting };
  }),
];
