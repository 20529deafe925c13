import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Reference data: Consulta, reclamo, sugerencia… */
export const messageCategories = pgTable('message_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
});

export type MessageCategory = typeof messageCategories.$inferSelect;
