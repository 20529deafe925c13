import type { DemoData } from '@horizontal/domain/demo';
import { eq } from 'drizzle-orm';
import { idsByName } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import { identityTypes, reports, shipments, shipmentTypes, visits } from '../../db/schema';
import type { DemoRows } from '../../seed/demo-rows';
import { demoPhotoKey } from './demo-photos';

/** The demo's portería (@horizontal/domain/demo): visits, reports (novedades) and shipments (encomiendas). */
export const seedFrontDesk = async (tx: Transaction, demo: DemoData, rows: DemoRows) => {
  const data = demo.frontDesk;
  const [ci] = await tx.select().from(identityTypes).where(eq(identityTypes.name, 'Cédula de identidad'));
  if (data.visits.length > 0) {
    await tx.insert(visits).values(
      data.visits.map((visit) => ({
        ...rows.tenantOf(visit.buildingId),
        apartmentId: rows.apartmentId(visit.apartmentId),
        identityTypeId: visit.identity === '' ? null : ci?.id,
        name: visit.name,
        identity: visit.identity,
        plate: visit.plate,
        date: visit.date,
        expectedTime: visit.expectedTime,
        entryTime: visit.entryTime,
        exitTime: visit.exitTime,
        status: visit.status,
      })),
    );
  }
  if (data.reports.length > 0) {
    await tx.insert(reports).values(
      data.reports.map((report) => ({
        ...rows.tenantOf(report.buildingId),
        apartmentId: report.apartmentId === null ? null : rows.apartmentId(report.apartmentId),
        category: report.category,
        title: report.title,
        description: report.description,
        // A key names the administradora that holds the file: made here, the files drawn at start (demo-photos.ts).
        photos: report.pictures.map((picture) =>
          demoPhotoKey(rows.tenantOf(report.buildingId).companyId, report.id, picture),
        ),
        date: report.date,
        createdBy: rows.userId(report.createdByUserId),
        status: report.status,
      })),
    );
  }
  if (data.shipments.length === 0) return;
  const shipmentTypeId = await idsByName(tx.select().from(shipmentTypes), 'el tipo de encomienda');
  await tx.insert(shipments).values(
    data.shipments.map((shipment) => ({
      ...rows.tenantOf(shipment.buildingId),
      apartmentId: rows.apartmentId(shipment.apartmentId),
      shipmentTypeId: shipmentTypeId(shipment.shipmentType),
      recipientName: shipment.recipientName,
      carrier: shipment.carrier,
      description: shipment.description,
      receivedAt: new Date(shipment.receivedAt),
      deliveredAt: shipment.deliveredAt === null ? null : new Date(shipment.deliveredAt),
      deliveredTo: shipment.deliveredTo,
      status: shipment.status,
    })),
  );
};
