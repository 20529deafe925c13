import { integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { states } from './states';

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: varchar('name', { length: 80 }).notNull(),
  },
  (table) => [unique('cities_state_name_unique').on(table.stateId, table.name)],
);

export type City = typeof cities.$inferSelect;
