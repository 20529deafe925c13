import type { UserListing } from '../../core/repositories/users.repository';
import type { Building, Company, Tower } from '../../db/schema';

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
