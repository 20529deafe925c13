import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** What an administradora has contracted: how many complejos and units it may manage, and its monthly fee. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  description: varchar('description', { length: 200 }).notNull().default(''),
  maxBuildings: integer('max_buildings'),
  maxApartments: integer('max_apartments'),
  /** Pesos in centésimos. */
  monthlyPriceCents: integer('monthly_price_cents').notNull().default(0),
});

export type Plan = typeof plans.$inferSelect;
