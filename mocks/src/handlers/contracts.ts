import type { Contract } from '@horizontal/domain';
import {
  contract as callContract,
  contractFileName,
  contractMessages,
  contractStatusLabels,
  contractTransitions,
  personnelMessages,
  transitionProblem,
} from '@horizontal/domain';
import { db, nextId } from '../db';
import { personnelName } from '../fixtures/personnel';
import { storageUrl } from './general';
import { buildingOf, conflict, MockError, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = callContract.contracts;
const text = contractMessages;

export const contractsHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', contracts: db.contracts.filter((row) => row.buildingId === params.id) };
  }),

  mockCall(calls.file, ({ params, user, request }) => {
    const row = rowOf(user, db.contracts, params.id, text.notFound);
    if (row.fileKey === null) throw new MockError(404, text.noFile);
    return {
      message: 'OK',
      url: storageUrl(request, row.fileKey),
      fileName: contractFileName(row.personnel, row.fileKey),
    };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const person = rowOf(user, db.personnel, body.personnelId, personnelMessages.notFound);
    if (person.buildingId !== body.buildingId) throw conflict(text.foreignPersonnel);
    if (person.status === 'desvinculado') throw conflict(text.unlinkedPersonnel);
    // In force: vigente or suspendido (a suspended contract still binds).
    if (db.contracts.some((row) => row.personnelId === person.id && ['vigente', 'suspendido'].includes(row.status))) {
      throw conflict(text.alreadyInForce);
    }
    const contract: Contract = {
      id: nextId(db.contracts),
      ...body,
      personnel: personnelName(person),
      status: 'vigente',
    };
    db.contracts.push(contract);
    return { message: text.created, contract };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const contract = rowOf(user, db.contracts, body.id, text.notFound);
    const problem = transitionProblem(contractTransitions, contractStatusLabels, contract.status, body.status);
    if (problem) throw conflict(problem);
    contract.status = body.status;
    return { message: text.status, contract };
  }),
];
