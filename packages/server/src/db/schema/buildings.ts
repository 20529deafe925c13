import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cities } from './cities';
import { companies } from './companies';

/** Complejos: each belongs to one administradora. */
export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: varchar('name', { length: 120 }).notNull(),
    address: varchar('address', { length: 200 }).notNull().default(''),
    /** Free text kept for the buildings created before city_id existed; city_id is the reference. */
    city: varchar('city', { length: 80 }).notNull().default('Montevideo'),
    cityId: integer('city_id').references(() => cities.id),
    rut: varchar('rut', { length: 12 }),
    phone: varchar('phone', { length: 8 }),
    email: varchar('email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index('buildings_company_idx').on(table.companyId)],
);

export type Building = typeof buildings.$inferSelect;
