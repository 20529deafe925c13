import type {
  Apartment,
  Building,
  BuildingOption,
  CommonArea,
  Company,
  Employee,
  Option,
  Pantry,
  Parking,
  Resident,
  Role,
  Tower,
  User,
  UserRole,
} from '@horizontal/domain';
import { createDemoData } from '@horizontal/domain/demo';
import {
  accountFixtures,
  cities,
  employeeFixtures,
  moduleCatalog,
  plans,
  roleFixtures,
  states,
  unitTypes,
} from '@horizontal/mocks/fixtures';

/*
 * The rows of the stories: the demo dataset of @horizontal/domain/demo (the one the server seeds and the mocks
 * serve), shaped as the contract answers them. The demo names its reference data (cities, plans, unit types,
 * modules) instead of numbering it, so the ids come from the mocks' reference tables, as in the app's mock mode.
 * A story that needs an edge case (an empty list, a long name, an invalid record) derives it from these rows.
 */

const demo = createDemoData();

const idOf = (rows: readonly Option[], name: string) => rows.find((row) => row.name === name)?.id ?? null;

/** The complejo most stories show: Complejo Parque Batlle, with Torre A and Torre B. */
export const BUILDING_ID = 1;

/** The administradora most stories show: Administradora del Prado S.A., which runs BUILDING_ID. */
export const COMPANY_ID = 1;

export { cities, moduleCatalog, states, unitTypes };

export const companies: Company[] = demo.companies.map(({ city, plan, ...company }) => ({
  ...company,
  cityId: idOf(cities, city),
  planId: idOf(plans, plan),
  logo: null,
}));

export const companyOptions: Option[] = companies.map(({ id, name }) => ({ id, name }));

export const buildings: Building[] = demo.buildings.map((building) => ({
  ...building,
  cityId: idOf(cities, building.city),
}));

export const buildingOptions: BuildingOption[] = buildings.map(({ id, name, companyId }) => ({ id, name, companyId }));

export const towers: Tower[] = demo.towers;

const towerName = (towerId: number | null) => towers.find((tower) => tower.id === towerId)?.name ?? null;

export const apartments: Apartment[] = demo.apartments.map(({ unitType, ...unit }) => ({
  ...unit,
  tower: towerName(unit.towerId),
  unitTypeId: idOf(unitTypes, unitType),
}));

const unitNumber = (apartmentId: number | null) =>
  apartments.find((apartment) => apartment.id === apartmentId)?.number ?? null;

export const pantries: Pantry[] = demo.pantries.map((pantry) => ({
  ...pantry,
  apartment: unitNumber(pantry.apartmentId),
}));

export const parkings: Parking[] = demo.parkings.map((parking) => ({
  ...parking,
  apartment: unitNumber(parking.apartmentId),
}));

export const residents: Resident[] = demo.residents.map((resident) => ({
  ...resident,
  apartments: demo.residentApartments
    .filter((link) => link.residentId === resident.id)
    .map((link) => {
      const apartment = apartments.find((unit) => unit.id === link.apartmentId)!;
      return { id: apartment.id, number: apartment.number, tower: apartment.tower, relation: link.relation };
    }),
}));

export const commonAreas: CommonArea[] = demo.commonAreas;

/**
 * Profiles as the mocks hold them: the demo's (master, administrador, Portería) and the mocks' accountant profile,
 * so the configuration screens have two profiles of one administradora to show.
 */
export const roles: Role[] = roleFixtures;

/** A profile as a login carries it. */
const userRoleOf = (roleId: number): UserRole => {
  const { id, name, description } = roles.find((role) => role.id === roleId)!;
  return { id, name, description };
};

const optionsOf = (buildingIds: readonly number[]): Option[] =>
  buildings.filter((building) => buildingIds.includes(building.id)).map(({ id, name }) => ({ id, name }));

export const users: User[] = demo.users.map(({ password: _, buildingIds, ...user }) => ({
  ...user,
  role: userRoleOf(user.roleId),
  company: companyOptions.find((company) => company.id === user.companyId) ?? null,
  buildings: optionsOf(buildingIds),
}));

/** Staff as the mocks hold them: the demo's front desk, plus an accountant and an inactive former porter. */
export const employees: Employee[] = employeeFixtures.map(({ userId, ...employee }) => {
  const { user, roleId, status } = accountFixtures.find((account) => account.user.id === userId)!;
  const { name, identity, email, phone, buildings: userBuildings } = user;
  return {
    ...employee,
    userId,
    name,
    identity,
    email,
    phone,
    roleId,
    role: userRoleOf(roleId),
    buildings: userBuildings,
    status,
  };
});

/** The rows of one administradora. */
export const ofCompany = <Row extends { companyId: number | null }>(rows: readonly Row[], companyId = COMPANY_ID) =>
  rows.filter((row) => row.companyId === companyId);

/** The rows of one complejo. */
export const ofBuilding = <Row extends { buildingId: number }>(rows: readonly Row[], buildingId = BUILDING_ID) =>
  rows.filter((row) => row.buildingId === buildingId);
