import type { License } from '@horizontal/domain';
import {
  contract,
  licenseDays,
  licenseMessages,
  licenseStatusLabels,
  licenseTransitions,
  personnelMessages,
  transitionProblem,
} from '@horizontal/domain';
import { db, nextId } from '../db';
import { personnelName } from '../fixtures/personnel';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.licenses;
const text = licenseMessages;

const byStart = (a: License, b: License) => b.startDate.localeCompare(a.startDate) || b.id - a.id;

export const licensesHandlers = [
  /** `pending` is what the badge of type 8 counts. */
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    const licenses = db.licenses.filter((license) => license.buildingId === params.id).sort(byStart);
    return { message: 'OK', licenses, pending: licenses.filter((license) => license.status === 'pendiente') };
  }),

  mockCall(calls.types, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', licenseType: db.licenseTypes.filter((type) => type.buildingId === params.id) };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const person = rowOf(user, db.personnel, body.personnelId, personnelMessages.notFound);
    if (person.buildingId !== body.buildingId) throw conflict(text.foreignPersonnel);
    if (person.status === 'desvinculado') throw conflict(text.unlinkedPersonnel);
    const type = rowOf(user, db.licenseTypes, body.licenseTypeId, text.licenseTypeNotFound);
    if (type.buildingId !== body.buildingId) throw conflict(text.foreignLicenseType);
    const days = licenseDays(body.startDate, body.endDate);
    if (type.maxDays !== null && days > type.maxDays) {
      throw conflict(text.tooManyDays(type.name, type.maxDays, days));
    }
    const overlaps = db.licenses.some(
      (license) =>
        license.personnelId === person.id &&
        (license.status === 'pendiente' || license.status === 'aprobada') &&
        license.startDate <= body.endDate &&
        body.startDate <= license.endDate,
    );
    if (overlaps) throw conflict(text.overlapping);
    const license: License = {
      id: nextId(db.licenses),
      ...body,
      personnel: personnelName(person),
      licenseType: type.name,
      days,
      status: 'pendiente',
    };
    db.licenses.push(license);
    return { message: text.created, license };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const license = rowOf(user, db.licenses, body.id, text.notFound);
    const problem = transitionProblem(licenseTransitions, licenseStatusLabels, license.status, body.status);
    if (problem) throw conflict(problem);
    license.status = body.status;
    return { message: text.status, license };
  }),
];
