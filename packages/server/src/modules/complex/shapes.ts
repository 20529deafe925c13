import type { ResidentRelation } from '@horizontal/domain';
import type { CommonAreaListing } from '../../core/repositories/common-areas.repository';
import type { Pantry, Parking } from '../../db/schema';
import type { ApartmentListing } from './apartments.repository';
import type { ResidentListing } from './residents.repository';
import type { SpaceListing } from './spaces.repository';

/** Rows as the contract's entities show them: every field named, nothing internal (timestamps, hashes) leaks. */

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
  bookingWindowDays: row.bookingWindowDays,
  monthlyLimit: row.monthlyLimit,
  status: row.status as 'activo' | 'inactivo',
  turns: row.turns.map((turn) => ({
    id: turn.id,
    name: turn.name,
    startTime: turn.startTime.slice(0, 5),
    endTime: turn.endTime.slice(0, 5),
  })),
});
