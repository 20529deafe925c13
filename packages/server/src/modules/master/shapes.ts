import type { ResidentRelation } from '@horizontal/domain';
import type { Building, Company, Pantry, Parking, Tower } from '../../db/schema';
import type { ApartmentListing } from '../complejo/apartments.repository';
import type { CommonAreaListing } from '../complejo/common-areas.repository';
import type { EmployeeListing } from '../configuration/employees.repository';
import type { ResidentListing } from '../complejo/residents.repository';
import type { RoleListing } from '../configuration/roles.repository';
import type { SpaceListing } from '../complejo/spaces.repository';
import type { UserListing } from './users.repository';

/** Rows as the contract's entities show them: every field named, nothing internal (timestamps, hashes) leaks. */

export const companyOut = (row: Company) => ({
  id: row.id,
  name: row.name,
  rut: row.rut,
  email: row.email,
  phone: row.phone,
  address: row.address,
  cityId: row.cityId,
  planId: row.planId,
  logo: row.logo,
});

export const buildingOut = (row: Building) => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  address: row.address,
  city: row.city,
  cityId: row.cityId,
  rut: row.rut ?? '',
  phone: row.phone ?? '',
  email: row.email ?? '',
});

export const towerOut = (row: Tower) => ({
  id: row.id,
  buildingId: row.buildingId,
  name: row.name,
  floors: row.floors,
});

export const userOut = (row: UserListing) => ({
  id: row.id,
  name: row.name,
  identity: row.identity,
  email: row.email,
  phone: row.phone,
  roleId: row.roleId,
  companyId: row.companyId,
  status: row.status,
  role: row.role,
  company: row.company,
  buildings: row.buildings,
});

export const apartmentOut = (row: ApartmentListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  towerId: row.towerId,
  tower: row.tower,
  unitTypeId: row.unitTypeId,
  number: row.number,
  floor: row.floor,
  rooms: row.rooms,
  area: Number(row.area),
  coefficient: Number(row.coefficient),
});

export const residentOut = (row: ResidentListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  name: row.name,
  lastName: row.lastName,
  identity: row.identity,
  email: row.email ?? '',
  phone: row.phone ?? '',
  birthDate: row.birthDate,
  status: row.status as 'activo' | 'inactivo',
  apartments: row.apartments.map((unit) => ({ ...unit, relation: unit.relation as ResidentRelation })),
});

export const roleOut = (row: RoleListing) => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  description: row.description,
  modules: row.modules,
  functionalities: row.functionalities,
});

export const employeeOut = (row: EmployeeListing) => ({
  id: row.id,
  companyId: row.companyId,
  userId: row.userId,
  name: row.user.name,
  identity: row.user.identity,
  email: row.user.email,
  phone: row.user.phone,
  position: row.position,
  hiredOn: row.hiredOn,
  roleId: row.user.roleId,
  role: row.user.role,
  buildings: row.user.buildings,
  status: row.user.status,
});

export const pantryOut = (row: SpaceListing<Pantry>) => ({
  id: row.id,
  buildingId: row.buildingId,
  number: row.number,
  description: row.description,
  apartmentId: row.apartmentId,
  apartment: row.apartment,
});

export const parkingOut = (row: SpaceListing<Parking>) => ({ ...pantryOut(row), covered: row.covered });

/** Times come back from PostgreSQL as hh:mm:ss; the contract speaks hh:mm. */
export const commonAreaOut = (row: CommonAreaListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  name: row.name,
  description: row.description,
  capacity: row.capacity,
  price: row.priceCents,
  requiresApproval: row.requiresApproval,
  status: row.status as 'activo' | 'inactivo',
  turns: row.turns.map((turn) => ({
    id: turn.id,
    name: turn.name,
    startTime: turn.startTime.slice(0, 5),
    endTime: turn.endTime.slice(0, 5),
  })),
});
