import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Reference data: Apartamento, local comercial, oficina… */
export const unitTypes = pgTable('unit_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
});

export type UnitType = typeof unitTypes.$inferSelect;
