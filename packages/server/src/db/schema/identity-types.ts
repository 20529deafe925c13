import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Reference data: Cédula de identidad, pasaporte, DNI… */
export const identityTypes = pgTable('identity_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
});

export type IdentityType = typeof identityTypes.$inferSelect;
