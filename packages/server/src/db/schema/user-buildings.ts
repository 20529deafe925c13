import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { buildings } from './buildings';
import { users } from './users';

export const userBuildings = pgTable(
  'user_buildings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.buildingId] })],
);
