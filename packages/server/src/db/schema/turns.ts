import { index, integer, pgTable, time, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns } from './columns';
import { commonAreas } from './common-areas';

/** A bookable slot of a common area ("Mediodía 12:00–16:00"). */
export const turns = pgTable(
  'turns',
  {
    id: idColumn(),
    ...tenantColumns(),
    commonAreaId: integer('common_area_id')
      .notNull()
      .references(() => commonAreas.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('turns_area_idx').on(table.commonAreaId)],
);

export type Turn = typeof turns.$inferSelect;
