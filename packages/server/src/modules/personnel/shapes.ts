import {
  type ContractStatus,
  type ContractType,
  clockTime,
  type LicenseStatus,
  type PersonnelStatus,
  personnelFullName,
  type UnlinkReason,
} from '@horizontal/domain';
import type { LicenseType } from '../../db/schema';
import type { ContractListing } from './contracts.repository';
import type { LicenseListing } from './licenses.repository';
import type { PersonnelListing } from './personnel.repository';
import type { TimeRecordListing } from './time-records.repository';
import type { UnlinkListing } from './unlinks.repository';

/** Rows as the contract's entities show them: every field named, a blank contact as '', times as hh:mm. */

const timeOrNull = (time: string | null) => (time === null ? null : clockTime(time));

/** «Nombre Apellido», as every list of the module names a person. */
export const personName = personnelFullName;

export const personnelOut = (row: PersonnelListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  personnelTypeId: row.personnelTypeId,
  personnelType: row.personnelType,
  name: row.name,
  lastName: row.lastName,
  identity: row.identity,
  phone: row.phone ?? '',
  email: row.email ?? '',
  workdayStart: timeOrNull(row.workdayStart),
  workdayEnd: timeOrNull(row.workdayEnd),
  workdays: row.workdays,
  status: row.status as PersonnelStatus,
});

export const licenseTypeOut = (row: LicenseType) => ({
  id: row.id,
  buildingId: row.buildingId,
  name: row.name,
  maxDays: row.maxDays,
  paid: row.paid,
  annual: row.annual,
});

export const timeRecordOut = (row: TimeRecordListing) => ({
  id: row.id,
  personnelId: row.personnelId,
  personnel: personName(row),
  date: row.date,
  entryTime: clockTime(row.entryTime),
  exitTime: timeOrNull(row.exitTime),
  notes: row.notes,
});

export const contractOut = (row: ContractListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  personnelId: row.personnelId,
  personnel: personName(row),
  type: row.type as ContractType,
  startDate: row.startDate,
  endDate: row.endDate,
  monthlySalary: row.monthlySalaryCents,
  weeklyHours: row.weeklyHours,
  fileKey: row.fileKey,
  status: row.status as ContractStatus,
});

export const unlinkOut = (row: UnlinkListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  personnelId: row.personnelId,
  personnel: personName(row),
  contractId: row.contractId,
  date: row.date,
  reason: row.reason as UnlinkReason,
  notes: row.notes,
});

export const licenseOut = (row: LicenseListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  personnelId: row.personnelId,
  personnel: personName(row),
  licenseTypeId: row.licenseTypeId,
  licenseType: row.licenseType,
  startDate: row.startDate,
  endDate: row.endDate,
  days: row.days,
  notes: row.notes,
  status: row.status as LicenseStatus,
});
