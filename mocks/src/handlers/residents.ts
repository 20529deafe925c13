import type { Resident } from '@horizontal/domain';
import {
  activeStatusLabels,
  activeTransitions,
  contract,
  residentMessages,
  transitionProblem,
} from '@horizontal/domain';
import { db, nextId } from '../db';
import { buildingOf, conflict, MockError, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.residents;
const missing = residentMessages.notFound;

const apartmentIn = (buildingId: number, apartmentId: number) => {
  const apartment = db.apartments.find((candidate) => candidate.id === apartmentId);
  if (!apartment || apartment.buildingId !== buildingId) throw new MockError(400, residentMessages.foreignApartment);
  return apartment;
};

export const residentsHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', residents: db.residents.filter((resident) => resident.buildingId === params.id) };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    if (
      db.residents.some(
        (other) =>
          other.buildingId === body.buildingId && other.identity === body.identity && other.status === 'activo',
      )
    ) {
      throw conflict(residentMessages.identityTaken);
    }
    const apartment = body.apartmentId === null ? null : apartmentIn(body.buildingId, body.apartmentId);
    const resident: Resident = {
      id: nextId(db.residents),
      buildingId: body.buildingId,
      name: body.name,
      lastName: body.lastName,
      identity: body.identity,
      email: body.email,
      phone: body.phone,
      birthDate: body.birthDate,
      status: 'activo',
      apartments: apartment
        ? [{ id: apartment.id, number: apartment.number, tower: apartment.tower, relation: body.relation }]
        : [],
    };
    db.residents.push(resident);
    return { message: residentMessages.created, resident };
  }),

  mockCall(calls.apartments, ({ body, user }) => ({
    message: 'OK',
    apartments: rowOf(user, db.residents, body.residentId, missing).apartments,
  })),

  mockCall(calls.associate, ({ body, user }) => {
    const resident = rowOf(user, db.residents, body.residentId, missing);
    const apartment = apartmentIn(resident.buildingId, body.apartmentId);
    if (resident.apartments.some((unit) => unit.id === apartment.id)) {
      throw conflict(residentMessages.alreadyAssociated);
    }
    resident.apartments.push({
      id: apartment.id,
      number: apartment.number,
      tower: apartment.tower,
      relation: body.relation,
    });
    return { message: residentMessages.associated, resident };
  }),

  mockCall(calls.deassociate, ({ body, user }) => {
    const resident = rowOf(user, db.residents, body.residentId, missing);
    if (!resident.apartments.some((unit) => unit.id === body.apartmentId)) {
      throw conflict(residentMessages.notAssociated);
    }
    resident.apartments = resident.apartments.filter((unit) => unit.id !== body.apartmentId);
    return { message: residentMessages.deassociated, resident };
  }),

  mockCall(calls.status, ({ body, user }) => {
    const resident = rowOf(user, db.residents, body.id, missing);
    const problem = transitionProblem(activeTransitions, activeStatusLabels, resident.status, body.status);
    if (problem) throw conflict(problem);
    const twin = (other: Resident) =>
      other.id !== resident.id &&
      other.buildingId === resident.buildingId &&
      other.identity === resident.identity &&
      other.status === 'activo';
    if (body.status === 'activo' && db.residents.some(twin)) throw conflict(residentMessages.identityTakenOnReactivate);
    resident.status = body.status;
    if (body.status === 'activo') return { message: residentMessages.status, resident };
    // As the server: a resident who leaves leaves their units.
    const unitsLeft = resident.apartments.length;
    resident.apartments = [];
    return { message: residentMessages.deactivated(unitsLeft), resident };
  }),

  mockCall(calls.contact, ({ body, user }) => {
    const resident = rowOf(user, db.residents, body.id, missing);
    if (resident.status !== 'activo') throw conflict(residentMessages.contactOfInactive);
    resident.email = body.email.toLowerCase();
    resident.phone = body.phone;
    return { message: residentMessages.contactCorrected, resident };
  }),
];
