import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** The administrator's module menu (SPEC §2): Contabilidad, Gastos Comunes, Complejo, ... */
export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  route: varchar('route', { length: 60 }).notNull().unique(),
  position: integer('position').notNull().default(0),
});

export type Module = typeof modules.$inferSelect;
