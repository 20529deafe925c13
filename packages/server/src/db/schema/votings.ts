import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { assemblies } from './assemblies';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';

export const votings = pgTable(
  'votings',
  {
    id: idColumn(),
    ...tenantColumns(),
    assemblyId: integer('assembly_id').references(() => assemblies.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('borrador'),
    /** The majority it needs and the quorum that makes it count (domain/src/votings/rules.ts). */
    majority: varchar('majority', { length: 20 }).notNull().default('simple'),
    quorum: varchar('quorum', { length: 20 }).notNull().default('mitad'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('votings_tenant_idx').on(table.companyId, table.buildingId)],
);

export type Voting = typeof votings.$inferSelect;
