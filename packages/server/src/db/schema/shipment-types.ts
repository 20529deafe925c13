import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Reference data: Paquete, sobre, carta… */
export const shipmentTypes = pgTable('shipment_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
});

export type ShipmentType = typeof shipmentTypes.$inferSelect;
