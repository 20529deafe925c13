import type { Pantry, Parking } from '@horizontal/domain';
import { contract, spaceMessages } from '@horizontal/domain';
import { db, nextId } from '../db';
import { apartmentLabel } from '../fixtures/apartments';
import { buildingOf, conflict, MockError, rowOf } from './guards';
import { mockCall } from './mock-call';

/* Despensas and estacionamientos: the same rules, each optionally assigned to a unit of its complejo. */

const assignedTo = (buildingId: number, apartmentId: number | null) => {
  if (apartmentId === null) return { apartmentId: null, apartment: null };
  const apartment = db.apartments.find((candidate) => candidate.id === apartmentId);
  if (!apartment || apartment.buildingId !== buildingId) throw new MockError(400, spaceMessages.foreignApartment);
  return { apartmentId, apartment: apartmentLabel(apartment) };
};

type Wording = (typeof spaceMessages)['pantry' | 'parking'];

const checkNumber = (rows: (Pantry | Parking)[], buildingId: number, number: string, text: Wording, id?: number) => {
  if (rows.some((row) => row.buildingId === buildingId && row.number === number && row.id !== id)) {
    throw conflict(text.numberTaken(number));
  }
};

const pantries = contract.pantries;
const pantryText = spaceMessages.pantry;

export const pantriesHandlers = [
  mockCall(pantries.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', pantries: db.pantries.filter((pantry) => pantry.buildingId === params.id) };
  }),
  mockCall(pantries.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    checkNumber(db.pantries, body.buildingId, body.number, pantryText);
    const pantry = { id: nextId(db.pantries), ...body, ...assignedTo(body.buildingId, body.apartmentId) };
    db.pantries.push(pantry);
    return { message: pantryText.created, pantry };
  }),
  mockCall(pantries.update, ({ body, user }) => {
    const pantry = rowOf(user, db.pantries, body.id, pantryText.notFound);
    checkNumber(db.pantries, pantry.buildingId, body.number, pantryText, pantry.id);
    Object.assign(pantry, body, assignedTo(pantry.buildingId, body.apartmentId));
    return { message: pantryText.updated, pantry };
  }),
  mockCall(pantries.remove, ({ params, user }) => {
    const pantry = rowOf(user, db.pantries, params.id, pantryText.notFound);
    db.pantries = db.pantries.filter((candidate) => candidate.id !== pantry.id);
    return { message: pantryText.deleted };
  }),
];

const parkings = contract.parkings;
const parkingText = spaceMessages.parking;

export const parkingsHandlers = [
  mockCall(parkings.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', parkings: db.parkings.filter((parking) => parking.buildingId === params.id) };
  }),
  mockCall(parkings.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    checkNumber(db.parkings, body.buildingId, body.number, parkingText);
    const parking = { id: nextId(db.parkings), ...body, ...assignedTo(body.buildingId, body.apartmentId) };
    db.parkings.push(parking);
    return { message: parkingText.created, parking };
  }),
  mockCall(parkings.update, ({ body, user }) => {
    const parking = rowOf(user, db.parkings, body.id, parkingText.notFound);
    checkNumber(db.parkings, parking.buildingId, body.number, parkingText, parking.id);
    Object.assign(parking, body, assignedTo(parking.buildingId, body.apartmentId));
    return { message: parkingText.updated, parking };
  }),
  mockCall(parkings.remove, ({ params, user }) => {
    const parking = rowOf(user, db.parkings, params.id, parkingText.notFound);
    db.parkings = db.parkings.filter((candidate) => candidate.id !== parking.id);
    return { message: parkingText.deleted };
  }),
];
