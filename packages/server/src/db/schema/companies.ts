import { integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cities } from './cities';
import { plans } from './plans';

/** Administradoras: the tenants. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  rut: varchar('rut', { length: 12 }).notNull().unique(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 8 }).notNull(),
  address: varchar('address', { length: 200 }).notNull().default(''),
  cityId: integer('city_id').references(() => cities.id),
  planId: integer('plan_id').references(() => plans.id),
  logo: text('logo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type Company = typeof companies.$inferSelect;
