import { apartmentMessages, contract } from '@horizontal/domain';
import { db, nextId } from '../db';
import { apartmentLabel } from '../fixtures/apartments';
import { buildingOf, conflict, MockError, rowOf } from './guards';
import { mayCall, mockCall } from './mock-call';

const calls = contract.apartments;
const missing = apartmentMessages.notFound;

/** The tower of a unit, which must be of the same complejo. */
const towerOf = (buildingId: number, towerId: number | null) => {
  if (towerId === null) return null;
  const tower = db.towers.find((candidate) => candidate.id === towerId);
  if (!tower || tower.buildingId !== buildingId) throw new MockError(400, apartmentMessages.foreignTower);
  return tower.name;
};

const checkNumber = (buildingId: number, towerId: number | null, number: string, id?: number) => {
  const taken = db.apartments.some(
    (other) =>
      other.buildingId === buildingId && other.towerId === towerId && other.number === number && other.id !== id,
  );
  if (taken) throw conflict(apartmentMessages.numberTaken(number));
};

/** Despensas and estacionamientos name their unit: keep them in step when it changes or goes. */
const relabel = (apartmentId: number, label: string | null) => {
  for (const space of [...db.pantries, ...db.parkings]) {
    if (space.apartmentId !== apartmentId) continue;
    space.apartment = label;
    if (label === null) space.apartmentId = null;
  }
};

export const apartmentsHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', apartments: db.apartments.filter((apartment) => apartment.buildingId === params.id) };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const tower = towerOf(body.buildingId, body.towerId);
    checkNumber(body.buildingId, body.towerId, body.number);
    const apartment = { id: nextId(db.apartments), ...body, tower };
    db.apartments.push(apartment);
    return { message: apartmentMessages.created, apartment };
  }),

  mockCall(calls.update, ({ body, user }) => {
    const apartment = rowOf(user, db.apartments, body.id, missing);
    const tower = towerOf(apartment.buildingId, body.towerId);
    checkNumber(apartment.buildingId, body.towerId, body.number, apartment.id);
    Object.assign(apartment, body, { tower });
    relabel(apartment.id, apartmentLabel(apartment));
    return { message: apartmentMessages.updated, apartment };
  }),

  mockCall(calls.remove, ({ params, user }) => {
    const apartment = rowOf(user, db.apartments, params.id, missing);
    if (db.residents.some((resident) => resident.apartments.some((unit) => unit.id === apartment.id))) {
      throw conflict(apartmentMessages.hasResidents(apartment));
    }
    db.apartments = db.apartments.filter((candidate) => candidate.id !== apartment.id);
    relabel(apartment.id, null);
    return { message: apartmentMessages.deleted };
  }),

  /** As the server: each figure only for a profile that may read the list it counts. */
  mockCall(calls.summary, ({ params, user }) => {
    buildingOf(user, params.id);
    const units = db.apartments.filter((apartment) => apartment.buildingId === params.id);
    const active = db.residents.filter((resident) => resident.buildingId === params.id && resident.status === 'activo');
    const occupied = new Set(active.flatMap((resident) => resident.apartments.map((link) => link.id)));
    const seesUnits = mayCall(user, calls.findAll);
    const seesResidents = mayCall(user, contract.residents.findAll);
    return {
      message: 'OK',
      summary: {
        units: seesUnits ? units.length : null,
        unitsWithoutResident: seesUnits && seesResidents ? units.filter((unit) => !occupied.has(unit.id)).length : null,
        residentsWithoutPhone: seesResidents ? active.filter((resident) => resident.phone === '').length : null,
        residentsWithoutEmail: seesResidents ? active.filter((resident) => resident.email === '').length : null,
      },
    };
  }),
];
