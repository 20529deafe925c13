import type { Pantry, Parking } from '@horizontal/domain';
import { contract } from '@horizontal/domain';
import { db, nextId } from '../db';
import { apartmentLabel } from '../fixtures/apartments';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';

/* Despensas and estacionamientos: the same rules, each optionally assigned to a unit of its complejo. */

const assignedTo = (buildingId: number, apartmentId: number | null) => {
  if (apartmentId === null) return { apartmentId: null, apartment: null };
  const apartment = db.apartments.find((candidate) => candidate.id === apartmentId);
  if (!apartment || apartment.buildingId !== buildingId)
    throw conflict('El apartamento elegido no es de ese complejo.');
  return { apartmentId, apartment: apartmentLabel(apartment) };
};

const checkNumber = (rows: (Pantry | Parking)[], buildingId: number, number: string, what: string, id?: number) => {
  if (rows.some((row) => row.buildingId === buildingId && row.number === number && row.id !== id)) {
    throw conflict(`Ya existe ${what} ${number} en el complejo.`);
  }
};

const pantries = contract.pantries;
const missingPantry = 'La despensa no existe o no tiene acceso a ella.';

export const pantriesHandlers = [
  mockCall(pantries.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', pantries: db.pantries.filter((pantry) => pantry.buildingId === params.id) };
  }),
  mockCall(pantries.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    checkNumber(db.pantries, body.buildingId, body.number, 'la despensa');
    const pantry = { id: nextId(db.pantries), ...body, ...assignedTo(body.buildingId, body.apartmentId) };
    db.pantries.push(pantry);
    return { message: 'Despensa creada.', pantry };
  }),
  mockCall(pantries.update, ({ body, user }) => {
    const pantry = rowOf(user, db.pantries, body.id, missingPantry);
    checkNumber(db.pantries, pantry.buildingId, body.number, 'la despensa', pantry.id);
    Object.assign(pantry, body, assignedTo(pantry.buildingId, body.apartmentId));
    return { message: 'Despensa actualizada.', pantry };
  }),
  mockCall(pantries.remove, ({ params, user }) => {
    const pantry = rowOf(user, db.pantries, params.id, missingPantry);
    db.pantries = db.pantries.filter((candidate) => candidate.id !== pantry.id);
    return { message: 'Despensa eliminada.' };
  }),
];

const parkings = contract.parkings;
const missingParking = 'El estacionamiento no existe o no tiene acceso a él.';

export const parkingsHandlers = [
  mockCall(parkings.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', parkings: db.parkings.filter((parking) => parking.buildingId === params.id) };
  }),
  mockCall(parkings.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    checkNumber(db.parkings, body.buildingId, body.number, 'el estacionamiento');
    const parking = { id: nextId(db.parkings), ...body, ...assignedTo(body.buildingId, body.apartmentId) };
    db.parkings.push(parking);
    return { message: 'Estacionamiento creado.', parking };
  }),
  mockCall(parkings.update, ({ body, user }) => {
    const parking = rowOf(user, db.parkings, body.id, missingParking);
    checkNumber(db.parkings, parking.buildingId, body.number, 'el estacionamiento', parking.id);
    Object.assign(parking, body, assignedTo(parking.buildingId, body.apartmentId));
    return { message: 'Estacionamiento actualizado.', parking };
  }),
  mockCall(parkings.remove, ({ params, user }) => {
    const parking = rowOf(user, db.parkings, params.id, missingParking);
    db.parkings = db.parkings.filter((candidate) => candidate.id !== parking.id);
    return { message: 'Estacionamiento eliminado.' };
  }),
];
