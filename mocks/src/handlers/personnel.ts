import type { Personnel, TimeRecord } from '@horizontal/domain';
import {
  clockInConflict,
  contract,
  personnelMessages,
  personnelStatusLabels,
  personnelTransitions,
  transitionProblem,
} from '@horizontal/domain';
import { db, nextId } from '../db';
import { mockToday } from '../fixtures/clock';
import { personnelName } from '../fixtures/personnel';
import { personnelTypes } from '../fixtures/reference';
import { buildingOf, conflict, MockError, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.personnel;
const text = personnelMessages;

const typeName = (personnelTypeId: number) => {
  const type = personnelTypes.find((candidate) => candidate.id === personnelTypeId);
  if (!type) throw new MockError(400, text.unknownType);
  return type.name;
};

const checkIdentity = (buildingId: number, identity: string, id?: number) => {
  const taken = db.personnel.some(
    (person) => person.buildingId === buildingId && person.identity === identity && person.id !== id,
  );
  if (taken) throw conflict(text.identityTaken);
};

/** A record that would overlap the person's others of that day, or follow an open one, is refused. */
const checkClockIn = (
  personnelId: number,
  date: string,
  times: Pick<TimeRecord, 'entryTime' | 'exitTime'>,
  id?: number,
) => {
  const others = db.timeRecords.filter(
    (record) => record.personnelId === personnelId && record.date === date && record.id !== id,
  );
  const problem = clockInConflict(others, times);
  if (problem) throw conflict(text[problem]);
};

/** Lists that show the person's name follow a rename. */
const rename = (person: Personnel) => {
  const name = personnelName(person);
  for (const row of [...db.contracts, ...db.unlinks, ...db.licenses, ...db.timeRecords]) {
    if (row.personnelId === person.id) row.personnel = name;
  }
};

export const personnelHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', personnelList: db.personnel.filter((person) => person.buildingId === params.id) };
  }),

  mockCall(calls.findLicenseTypes, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', licenseTypeList: db.licenseTypes.filter((type) => type.buildingId === params.id) };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    checkIdentity(body.buildingId, body.identity);
    const person: Personnel = {
      id: nextId(db.personnel),
      ...body,
      personnelType: typeName(body.personnelTypeId),
      status: 'activo',
    };
    db.personnel.push(person);
    return { message: text.created, personnel: person };
  }),

  mockCall(calls.createLicenseType, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    if (db.licenseTypes.some((type) => type.buildingId === body.buildingId && type.name === body.name)) {
      throw conflict(text.licenseTypeTaken(body.name));
    }
    const licenseType = { id: nextId(db.licenseTypes), ...body };
    db.licenseTypes.push(licenseType);
    return { message: text.licenseTypeCreated, licenseType };
  }),

  mockCall(calls.deleteLicenseType, ({ body, user }) => {
    const type = rowOf(user, db.licenseTypes, body.id, text.licenseTypeNotFound);
    if (db.licenses.some((license) => license.licenseTypeId === type.id)) {
      throw conflict(text.licenseTypeInUse);
    }
    db.licenseTypes = db.licenseTypes.filter((candidate) => candidate.id !== type.id);
    return { message: text.licenseTypeDeleted };
  }),

  mockCall(calls.records, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const people = new Set(
      db.personnel
        .filter((person) => person.buildingId === body.buildingId)
        .filter((person) => body.personnelId === null || person.id === body.personnelId)
        .map((person) => person.id),
    );
    return {
      message: 'OK',
      records: db.timeRecords
        .filter((record) => people.has(record.personnelId) && record.date >= body.from && record.date <= body.to)
        .sort((a, b) => a.date.localeCompare(b.date) || a.entryTime.localeCompare(b.entryTime)),
    };
  }),

  mockCall(calls.recordTime, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const person = rowOf(user, db.personnel, body.personnelId, text.notFound);
    if (person.buildingId !== body.buildingId) throw conflict(text.foreignRecordPersonnel);
    if (person.status !== 'activo') throw conflict(text.recordOfInactive);
    if (body.date > mockToday) throw conflict(text.futureRecord);
    checkClockIn(person.id, body.date, body);
    const record: TimeRecord = { id: nextId(db.timeRecords), ...body, personnel: personnelName(person) };
    db.timeRecords.push(record);
    return { message: text.recordCreated, record };
  }),

  mockCall(calls.updateRecord, ({ body, user }) => {
    const record = db.timeRecords.find((candidate) => candidate.id === body.id);
    if (!record) throw new MockError(404, text.recordNotFound);
    const person = db.personnel.find((candidate) => candidate.id === record.personnelId)!;
    rowOf(user, db.personnel, person.id, text.recordNotFound);
    checkClockIn(person.id, record.date, body, record.id);
    Object.assign(record, { entryTime: body.entryTime, exitTime: body.exitTime, notes: body.notes });
    return { message: text.recordUpdated, record };
  }),

  mockCall(calls.update, ({ body, user }) => {
    const person = rowOf(user, db.personnel, body.id, text.notFound);
    checkIdentity(person.buildingId, body.identity, person.id);
    Object.assign(person, body, { personnelType: typeName(body.personnelTypeId) });
    rename(person);
    return { message: text.updated, personnel: person };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const person = rowOf(user, db.personnel, body.id, text.notFound);
    if (body.status === 'desvinculado' && person.status !== 'desvinculado') {
      throw conflict(text.unlinkByRecord);
    }
    const problem = transitionProblem(personnelTransitions, personnelStatusLabels, person.status, body.status);
    if (problem) throw conflict(problem);
    person.status = body.status;
    return { message: text.status, personnel: person };
  }),
];
