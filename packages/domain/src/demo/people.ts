import { roleNames } from '../entities/role-names';
import type { DemoApartment, DemoBase, DemoResident } from './types';

/*
 * Who is who in the demo, for the activity of the modules: who lives in a unit, who owns it, who administers or
 * watches the door of a complejo. Every module reads the same answers.
 */

export const fullName = (person: { name: string; lastName: string }) => `${person.name} ${person.lastName}`;

export const unitsOf = (base: DemoBase, buildingId: number): DemoApartment[] =>
  base.apartments.filter((apartment) => apartment.buildingId === buildingId);

export const towerNameOf = (base: DemoBase, towerId: number | null) =>
  base.towers.find((tower) => tower.id === towerId)?.name ?? null;

/** A unit by its complejo, number and, where two towers share the number, tower name. */
export const unitNamed = (base: DemoBase, buildingId: number, number: string, tower?: string): DemoApartment => {
  const unit = unitsOf(base, buildingId).find(
    (apartment) => apartment.number === number && (!tower || towerNameOf(base, apartment.towerId) === tower),
  );
  if (!unit) throw new Error(`La demostración no tiene la unidad ${tower ?? ''} ${number} del complejo ${buildingId}.`);
  return unit;
};

/** Whoever lives in the unit: its owner, or the tenant renting it. */
export const residentOfUnit = (base: DemoBase, apartmentId: number): DemoResident | undefined => {
  const link = base.residentApartments.find((candidate) => candidate.apartmentId === apartmentId);
  return link ? base.residents.find((resident) => resident.id === link.residentId) : undefined;
};

/** The unit's owner, when the owner lives there (a rented unit's owner is not on record). */
export const ownerOfUnit = (base: DemoBase, apartmentId: number): DemoResident | undefined => {
  const link = base.residentApartments.find(
    (candidate) => candidate.apartmentId === apartmentId && candidate.relation === 'propietario',
  );
  return link ? base.residents.find((resident) => resident.id === link.residentId) : undefined;
};

export const companyIdOf = (base: DemoBase, buildingId: number) => {
  const building = base.buildings.find((candidate) => candidate.id === buildingId);
  if (!building) throw new Error(`La demostración no tiene el complejo ${buildingId}.`);
  return building.companyId;
};

const userOf = (base: DemoBase, buildingId: number, roleName: string) => {
  const role = base.roles.find((candidate) => candidate.name === roleName);
  const companyId = companyIdOf(base, buildingId);
  return base.users.find((user) => user.roleId === role?.id && user.companyId === companyId);
};

/** The administrator of the complejo's administradora: who closes periods, writes notices and answers messages. */
export const administratorOf = (base: DemoBase, buildingId: number) => {
  const user = userOf(base, buildingId, roleNames.administrator);
  if (!user) throw new Error(`La administradora del complejo ${buildingId} no tiene administrador en la demostración.`);
  return user;
};

/** Who writes the front desk's reports: the administradora's Portería login, or its administrator. */
export const frontDeskOf = (base: DemoBase, buildingId: number) =>
  userOf(base, buildingId, 'porteria') ?? administratorOf(base, buildingId);
