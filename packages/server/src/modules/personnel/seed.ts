import type { DemoData } from '@horizontal/domain/demo';
import { eq } from 'drizzle-orm';
import { idMap, idsByName, mapped } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import {
  contracts,
  identityTypes,
  licenses,
  licenseTypes,
  personnel,
  personnelTypes,
  timeRecords,
  unlinks,
} from '../../db/schema';
import type { DemoRows } from '../../seed/demo-rows';

/**
 * The demo's staff of each complejo (@horizontal/domain/demo) with their clock-ins, contracts, the resignation, the
 * leave types each complejo grants and the licenses.
 */
export const seedPersonnel = async (tx: Transaction, demo: DemoData, rows: DemoRows) => {
  const data = demo.personnel;
  if (data.personnel.length === 0) return;
  const personnelTypeId = await idsByName(tx.select().from(personnelTypes), 'el tipo de personal');
  const [ci] = await tx.select().from(identityTypes).where(eq(identityTypes.name, 'Cédula de identidad'));
  const personRows = await tx
    .insert(personnel)
    .values(
      data.personnel.map((person) => ({
        ...rows.tenantOf(person.buildingId),
        personnelTypeId: personnelTypeId(person.personnelType),
        identityTypeId: ci?.id,
        name: person.name,
        lastName: person.lastName,
        identity: person.identity,
        // As the personnel routes will store a blank field.
        phone: person.phone || null,
        email: person.email || null,
        workdayStart: person.workdayStart,
        workdayEnd: person.workdayEnd,
        workdays: person.workdays,
        status: person.status,
      })),
    )
    .returning({ id: personnel.id });
  const personIds = idMap(data.personnel, personRows);
  const tenantOfPerson = (personnelId: number) =>
    rows.tenantOf(data.personnel.find((person) => person.id === personnelId)!.buildingId);

  if (data.timeRecords.length > 0) {
    await tx.insert(timeRecords).values(
      data.timeRecords.map((record) => ({
        ...tenantOfPerson(record.personnelId),
        personnelId: mapped(personIds, record.personnelId),
        date: record.date,
        entryTime: record.entryTime,
        exitTime: record.exitTime,
        notes: record.notes,
      })),
    );
  }
  const contractRows = await tx
    .insert(contracts)
    .values(
      data.contracts.map((contract) => ({
        ...rows.tenantOf(contract.buildingId),
        personnelId: mapped(personIds, contract.personnelId),
        type: contract.type,
        startDate: contract.startDate,
        endDate: contract.endDate,
        monthlySalaryCents: contract.monthlySalary,
        weeklyHours: contract.weeklyHours,
        fileKey: contract.fileKey,
        status: contract.status,
      })),
    )
    .returning({ id: contracts.id });
  const contractIds = idMap(data.contracts, contractRows);
  if (data.unlinks.length > 0) {
    await tx.insert(unlinks).values(
      data.unlinks.map((unlink) => ({
        ...rows.tenantOf(unlink.buildingId),
        personnelId: mapped(personIds, unlink.personnelId),
        contractId: unlink.contractId === null ? null : mapped(contractIds, unlink.contractId),
        date: unlink.date,
        reason: unlink.reason,
        notes: unlink.notes,
      })),
    );
  }
  const typeRows = await tx
    .insert(licenseTypes)
    .values(
      data.licenseTypes.map((type) => ({
        ...rows.tenantOf(type.buildingId),
        name: type.name,
        maxDays: type.maxDays,
        paid: type.paid,
        annual: type.annual,
      })),
    )
    .returning({ id: licenseTypes.id });
  const typeIds = idMap(data.licenseTypes, typeRows);
  if (data.licenses.length === 0) return;
  await tx.insert(licenses).values(
    data.licenses.map((license) => ({
      ...rows.tenantOf(license.buildingId),
      personnelId: mapped(personIds, license.personnelId),
      licenseTypeId: mapped(typeIds, license.licenseTypeId),
      startDate: license.startDate,
      endDate: license.endDate,
      days: license.days,
      notes: license.notes,
      status: license.status,
    })),
  );
};
