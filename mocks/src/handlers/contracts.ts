import type { Contract } from '@horizontal/domain';
import {
  contract as callContract,
  contractStatusLabels,
  contractTransitions,
  transitionProblem,
} from '@horizontal/domain';
import { db, nextId } from '../db';
import { personnelName } from '../fixtures/personnel';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';
import { missingPerson } from './personnel';

const calls = callContract.contracts;
const missing = 'El contrato no existe o no tiene acceso a él.';

export const contractsHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', contracts: db.contracts.filter((row) => row.buildingId === params.id) };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const person = rowOf(user, db.personnel, body.personnelId, missingPerson);
    if (person.buildingId !== body.buildingId) throw conflict('La persona no es del personal de ese complejo.');
    if (person.status === 'desvinculado') throw conflict('La persona está desvinculada: no admite contratos nuevos.');
    if (db.contracts.some((row) => row.personnelId === person.id && row.status === 'vigente')) {
      throw conflict('La persona ya tiene un contrato vigente. Finalícelo antes de crear otro.');
    }
    const contract: Contract = {
      id: nextId(db.contracts),
      ...body,
      personnel: personnelName(person),
      status: 'vigente',
    };
    db.contracts.push(contract);
    return { message: 'Contrato creado.', contract };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const contract = rowOf(user, db.contracts, body.id, missing);
    const problem = transitionProblem(contractTransitions, contractStatusLabels, contract.status, body.status);
    if (problem) throw conflict(problem);
    contract.status = body.status;
    return { message: 'Estado actualizado.', contract };
  }),
];
