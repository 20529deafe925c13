import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { shipmentTypes } from './shipment-types';

/** Encomiendas received at the front desk for a unit. */
export const shipments = pgTable(
  'shipments',
  {
    id: idColumn(),
    ...tenantColumns(),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id),
    shipmentTypeId: integer('shipment_type_id').references(() => shipmentTypes.id),
    recipientName: varchar('recipient_name', { length: 120 }).notNull(),
    carrier: varchar('carrier', { length: 80 }).notNull().default(''),
    description: varchar('description', { length: 200 }).notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Who took it from the desk. */
    deliveredTo: varchar('delivered_to', { length: 120 }),
    status: varchar('status', { length: 20 }).notNull().default('recibida'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('shipments_tenant_idx').on(table.companyId, table.buildingId)],
);

export type Shipment = typeof shipments.$inferSelect;
