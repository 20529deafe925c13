import { integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { buildings } from './buildings';
import { companies } from './companies';

/** A resident's public request for access to a complejo (POST /auth/access), for its administradora to review. */
export const accessRequests = pgTable('access_requests', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  buildingId: integer('building_id').references(() => buildings.id, { onDelete: 'set null' }),
  name: varchar('name', { length: 120 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 8 }),
  identity: varchar('identity', { length: 20 }),
  /** Whatever else the form sent (unit, role wanted…), kept as given. */
  details: jsonb('details'),
  status: varchar('status', { length: 20 }).notNull().default('pendiente'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AccessRequest = typeof accessRequests.$inferSelect;
