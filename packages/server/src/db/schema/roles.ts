import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Profiles: `master` and `administrador` are global (no company); the rest belong to a company. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id),
  name: varchar('name', { length: 60 }).notNull(),
  description: varchar('description', { length: 120 }).notNull(),
});

export type Role = typeof roles.$inferSelect;
