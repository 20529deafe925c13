import { clockTime, type MaintenanceStatus, type ReserveStatus } from '@horizontal/domain';
import type { MaintenanceListing } from './maintenances.repository';
import type { ReserveListing } from './reserves.repository';

/** Rows as the contract's entities show them: every field named, nothing internal (the resident's e-mail) leaks. */

export const reserveOut = (row: ReserveListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  commonAreaId: row.commonAreaId,
  commonArea: row.commonArea,
  turnId: row.turnId,
  turn: row.turn,
  startTime: row.startTime,
  endTime: row.endTime,
  apartmentId: row.apartmentId,
  apartment: row.apartment,
  residentId: row.residentId,
  resident: row.resident,
  date: row.date,
  price: row.priceCents,
  notes: row.notes,
  status: row.status as ReserveStatus,
  createdAt: row.createdAt.toISOString(),
  charge: row.charge,
});

export const maintenanceOut = (row: MaintenanceListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  commonAreaId: row.commonAreaId,
  commonArea: row.commonArea,
  frequencyId: row.frequencyId,
  frequency: row.frequency,
  title: row.title,
  description: row.description,
  provider: row.provider,
  date: row.date,
  startTime: row.startTime === null ? null : clockTime(row.startTime),
  endTime: row.endTime === null ? null : clockTime(row.endTime),
  cost: row.costCents,
  status: row.status as MaintenanceStatus,
});

/** An area's turns with hh:mm times, as the calendars compare them. */
export const turnSlotsOf = (area: { turns: { id: number; name: string; startTime: string; endTime: string }[] }) =>
  area.turns.map((turn) => ({
    id: turn.id,
    name: turn.name,
    startTime: clockTime(turn.startTime),
    endTime: clockTime(turn.endTime),
  }));
