import {
  clockTime,
  type ReportCategory,
  type ReportStatus,
  type ShipmentStatus,
  type VisitStatus,
} from '@horizontal/domain';
import type { ReportListing } from './reports.repository';
import type { ShipmentListing } from './shipments.repository';
import type { VisitListing } from './visits.repository';

/** Rows as the contract's entities show them: every field named, nothing internal (removal, audit) leaks. */

const timeOrNull = (time: string | null) => (time === null ? null : clockTime(time));

export const shipmentOut = (row: ShipmentListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  apartmentId: row.apartmentId,
  apartment: row.apartment,
  shipmentTypeId: row.shipmentTypeId,
  shipmentType: row.shipmentType,
  recipientName: row.recipientName,
  carrier: row.carrier,
  description: row.description,
  receivedAt: row.receivedAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  deliveredTo: row.deliveredTo,
  status: row.status as ShipmentStatus,
});

export const visitOut = (row: VisitListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  apartmentId: row.apartmentId,
  apartment: row.apartment,
  name: row.name,
  identity: row.identity,
  plate: row.plate,
  date: row.date,
  expectedTime: timeOrNull(row.expectedTime),
  entryTime: timeOrNull(row.entryTime),
  exitTime: timeOrNull(row.exitTime),
  status: row.status as VisitStatus,
});

/** `photoUrls`: the storage's signed links to see each photo, in the order of `photos`. */
export const reportOut = (row: ReportListing, photoUrls: string[]) => ({
  id: row.id,
  buildingId: row.buildingId,
  apartmentId: row.apartmentId,
  apartment: row.apartment,
  category: row.category as ReportCategory,
  title: row.title,
  description: row.description,
  photos: row.photos,
  photoUrls,
  date: row.date,
  createdBy: row.author,
  status: row.status as ReportStatus,
});
