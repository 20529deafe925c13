import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns } from './columns';
import { contracts } from './contracts';
import { personnel } from './personnel';

/** Desvinculaciones: the end of a person's work at a complejo. */
export const unlinks = pgTable(
  'unlinks',
  {
    id: idColumn(),
    ...tenantColumns(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id),
    contractId: integer('contract_id').references(() => contracts.id),
    date: date('date', { mode: 'string' }).notNull(),
    /** renuncia, despido, fin de contrato, jubilación… */
    reason: varchar('reason', { length: 40 }).notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (table) => [index('unlinks_tenant_idx').on(table.companyId, table.buildingId)],
);

export type Unlink = typeof unlinks.$inferSelect;
