import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { modules } from './modules';

/** A screen of a module; the app adds a sub-route only when the user holds the functionality of that screen. */
export const functionalities = pgTable('functionalities', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  name: varchar('name', { length: 80 }).notNull(),
  screen: varchar('screen', { length: 80 }).notNull().unique(),
});

export type Functionality = typeof functionalities.$inferSelect;
