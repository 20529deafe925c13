import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Reference data: how often something repeats (maintenances, turns). */
export const frequencies = pgTable('frequencies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  /** Length of one period in days; 0 means it happens once. */
  days: integer('days').notNull(),
});

export type Frequency = typeof frequencies.$inferSelect;
