import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { assemblies } from './assemblies';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';

/** What an assembly resolved. */
export const resolutions = pgTable(
  'resolutions',
  {
    id: idColumn(),
    ...tenantColumns(),
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    result: varchar('result', { length: 20 }).notNull().default('aprobada'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('resolutions_assembly_idx').on(table.assemblyId)],
);

export type Resolution = typeof resolutions.$inferSelect;
