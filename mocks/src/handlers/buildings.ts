import { buildingMessages, contract } from '@horizontal/domain';
import { db, nextId } from '../db';
import { cities } from '../fixtures/reference';
import { companyOf, conflict, MockError, messages, notFound, reachesBuilding } from './guards';
import { mockCall } from './mock-call';

const calls = contract.buildings;

const cityName = (cityId: number, given: string) =>
  given !== '' ? given : (cities.find((city) => city.id === cityId)?.name ?? '');

const companyExists = (companyId: number) => {
  if (!db.companies.some((company) => company.id === companyId)) throw notFound(messages.companyNotFound);
};

export const buildingsHandlers = [
  /** The master's list of an administradora, and the administrator's own complejos of it. */
  mockCall(calls.findAll, ({ params, user }) => {
    companyOf(user, params.id);
    return {
      message: 'OK',
      buildings: db.buildings.filter(
        (building) => building.companyId === params.id && reachesBuilding(user, building.id),
      ),
    };
  }),

  mockCall(calls.create, ({ body }) => {
    companyExists(body.companyId);
    const building = { id: nextId(db.buildings), ...body, city: cityName(body.cityId, body.city) };
    db.buildings.push(building);
    return { message: buildingMessages.created, building };
  }),

  mockCall(calls.update, ({ body }) => {
    const index = db.buildings.findIndex((building) => building.id === body.id);
    if (index < 0) throw notFound(messages.buildingNotFound);
    if (db.buildings[index]!.companyId !== body.companyId) throw new MockError(400, buildingMessages.moveCompany);
    companyExists(body.companyId);
    const building = { ...db.buildings[index]!, ...body, city: cityName(body.cityId, body.city) };
    db.buildings[index] = building;
    return { message: buildingMessages.updated, building };
  }),

  mockCall(calls.delete, ({ params }) => {
    const building = db.buildings.find((candidate) => candidate.id === params.id);
    if (!building) throw notFound(messages.buildingNotFound);
    const towers = db.towers.filter((tower) => tower.buildingId === params.id).length;
    const units = db.apartments.filter((apartment) => apartment.buildingId === params.id).length;
    if (towers + units > 0) throw conflict(buildingMessages.hasChildren(building.name, towers, units));
    db.buildings = db.buildings.filter((building) => building.id !== params.id);
    return { message: buildingMessages.deleted };
  }),
];
