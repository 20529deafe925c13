import type { DemoData } from '@horizontal/domain/demo';
import { idMap, idsByName, mapped } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import { commonAreaCharges, frequencies, maintenances, reserves } from '../../db/schema';
import type { DemoRows } from '../../seed/demo-rows';

/**
 * The demo's reserves of the common areas, their maintenances and the charges of the confirmed ones in the months
 * ahead (@horizontal/domain/demo); the months of the demo's gastos comunes carry their own.
 */
export const seedReservations = async (tx: Transaction, demo: DemoData, rows: DemoRows) => {
  const data = demo.reservations;
  if (data.reserves.length > 0) {
    const inserted = await tx
      .insert(reserves)
      .values(
        data.reserves.map((reserve) => ({
          ...rows.tenantOf(reserve.buildingId),
          commonAreaId: rows.commonAreaId(reserve.commonAreaId),
          turnId: rows.turnId(reserve.turnId!),
          apartmentId: rows.apartmentId(reserve.apartmentId),
          residentId: reserve.residentId === null ? null : rows.residentId(reserve.residentId),
          date: reserve.date,
          priceCents: reserve.price,
          notes: reserve.notes,
          status: reserve.status,
          createdAt: new Date(reserve.createdAt),
        })),
      )
      .returning({ id: reserves.id });
    const reserveIds = idMap(data.reserves, inserted);
    if (data.charges.length > 0) {
      await tx.insert(commonAreaCharges).values(
        data.charges.map((charge) => ({
          ...rows.tenantOf(charge.buildingId),
          apartmentId: rows.apartmentId(charge.apartmentId),
          period: charge.period,
          amountCents: charge.amount,
          reserveId: mapped(reserveIds, charge.reserveId),
        })),
      );
    }
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
