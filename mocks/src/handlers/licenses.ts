import type { License } from '@horizontal/domain';
import {
  approvedAnnualLeaves,
  contract,
  hireDates,
  leaveApprovalRefusal,
  leaveDaysCounted,
  leaveWorkYear,
  licenseDays,
  licenseMessages,
  licenseStatusLabels,
  licenseTransitions,
  personLeaveBalance,
  personnelMessages,
  staffLeaveBalances,
  transitionProblem,
} from '@horizontal/domain';
import { db, nextId } from '../db';
import { mockToday } from '../fixtures/clock';
import { personnelName } from '../fixtures/personnel';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.licenses;
const text = licenseMessages;

/** The annual leave of the complejo's staff on the mocks' day (domain personnel/leave-balances). */
export const balancesOf = (buildingId: number) =>
  staffLeaveBalances(
    {
      people: db.personnel.filter((person) => person.buildingId === buildingId),
      contracts: db.contracts.filter((contract) => contract.buildingId === buildingId),
      licenses: db.licenses.filter((license) => license.buildingId === buildingId),
      licenseTypes: db.licenseTypes.filter((type) => type.buildingId === buildingId),
    },
    mockToday,
  );

/** Annual leave is approved only within the person's balance of the work year it is charged to (Ley 12.590). */
const checkBalance = (license: License) => {
  const type = db.licenseTypes.find((candidate) => candidate.id === license.licenseTypeId);
  if (!type?.annual) return;
  const hiredOn = hireDates(db.contracts).get(license.personnelId) ?? null;
  if (hiredOn === null) throw conflict(text.noHireDate);
  const balance = personLeaveBalance({
    hiredOn,
    year: leaveWorkYear(license.startDate),
    approved: approvedAnnualLeaves(db).get(license.personnelId) ?? [],
  });
  const refusal = leaveApprovalRefusal(leaveDaysCounted(license.startDate, license.endDate), balance);
  if (refusal) throw conflict(refusal);
};

const byStart = (a: License, b: License) => b.startDate.localeCompare(a.startDate) || b.id - a.id;

export const licensesHandlers = [
  /** `pending` is what the badge of type 8 counts. */
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    const licenses = db.licenses.filter((license) => license.buildingId === params.id).sort(byStart);
    return {
      message: 'OK',
      licenses,
      pending: licenses.filter((license) => license.status === 'pendiente'),
      balances: balancesOf(params.id),
    };
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
    if (body.status === 'aprobada') checkBalance(license);
    license.status = body.status;
    return { message: text.status, license };
  }),
];
