import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Reference data: Portero, limpiador, jardinero… */
export const personnelTypes = pgTable('personnel_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
});

export type PersonnelType = typeof personnelTypes.$inferSelect;
