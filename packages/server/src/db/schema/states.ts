import { integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { countries } from './countries';

/** Departamentos in Uruguay. */
export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: varchar('name', { length: 80 }).notNull(),
  },
  (table) => [unique('states_country_name_unique').on(table.countryId, table.name)],
);

export type State = typeof states.$inferSelect;
