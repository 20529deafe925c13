import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  /** ISO 3166-1 alpha-2. */
  code: varchar('code', { length: 2 }).notNull().unique(),
});

export type Country = typeof countries.$inferSelect;
