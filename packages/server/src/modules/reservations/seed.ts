import type { DemoData } from '@horizontal/domain/demo';
import { idsByName } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import { frequencies, maintenances, reserves } from '../../db/schema';
import type { DemoRows } from '../../seed/demo-rows';

/** The demo's reserves of the common areas and their maintenances (@horizontal/domain/demo). */
export const seedReservations = async (tx: Transaction, demo: DemoData, rows: DemoRows) => {
  const data = demo.reservations;
  if (data.reserves.length > 0) {
    await tx.insert(reserves).values(
      data.reserves.map((reserve) => ({
        ...rows.tenantOf(reserve.buildingId),
        commonAreaId: rows.commonAreaId(reserve.commonAreaId),
        turnId: reserve.turnId === null ? null : rows.turnId(reserve.turnId),
        apartmentId: rows.apartmentId(reserve.apartmentId),
        residentId: reserve.residentId === null ? null : rows.residentId(reserve.residentId),
        date: reserve.date,
        priceCents: reserve.price,
        notes: reserve.notes,
        status: reserve.status,
        createdAt: new Date(reserve.createdAt),
      })),
    );
  }
  if (data.maintenances.length === 0) return;
  const frequencyId = await idsByName(tx.select().from(frequencies), 'la frecuencia');
  await tx.insert(maintenances).values(
    data.maintenances.map((maintenance) => ({
      ...rows.tenantOf(maintenance.buildingId),
      commonAreaId: maintenance.commonAreaId === null ? null : rows.commonAreaId(maintenance.commonAreaId),
      frequencyId: frequencyId(maintenance.frequency),
      title: maintenance.title,
      description: maintenance.description,
      provider: maintenance.provider,
      date: maintenance.date,
      startTime: maintenance.startTime,
      endTime: maintenance.endTime,
      costCents: maintenance.cost,
      status: maintenance.status,
    })),
  );
};
