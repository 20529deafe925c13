import type { Unlink } from '@horizontal/domain';
import { contract, personnelMessages, unlinkMessages } from '@horizontal/domain';
import { db, nextId } from '../db';
import { personnelName } from '../fixtures/personnel';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.unlinks;
const text = unlinkMessages;

export const unlinksHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', unlinkList: db.unlinks.filter((unlink) => unlink.buildingId === params.id) };
  }),

  /** Also sets the person desvinculado and ends their vigente or suspendido contract as finalizado. */
  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const person = rowOf(user, db.personnel, body.personnelId, personnelMessages.notFound);
    if (person.buildingId !== body.buildingId) throw conflict(text.foreignPersonnel);
    if (person.status === 'desvinculado') throw conflict(text.alreadyUnlinked);
    const open = db.contracts.filter(
      (row) => row.personnelId === person.id && (row.status === 'vigente' || row.status === 'suspendido'),
    );
    const ended = body.contractId === null ? open[0] : open.find((row) => row.id === body.contractId);
    if (body.contractId !== null && !ended) {
      throw conflict(text.foreignContract);
    }
    if (ended) {
      ended.status = 'finalizado';
      ended.endDate = body.date;
    }
    person.status = 'desvinculado';
    const unlink: Unlink = {
      id: nextId(db.unlinks),
      ...body,
      contractId: ended?.id ?? null,
      personnel: personnelName(person),
    };
    db.unlinks.push(unlink);
    return { message: text.created, unlink };
  }),
];
