import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cents, createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { personnel } from './personnel';

export const contracts = pgTable(
  'contracts',
  {
    id: idColumn(),
    ...tenantColumns(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id),
    /** efectivo, zafral, a prueba… */
    type: varchar('type', { length: 30 }).notNull().default('efectivo'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    monthlySalaryCents: cents('monthly_salary_cents'),
    weeklyHours: integer('weekly_hours').notNull().default(44),
    fileKey: text('file_key'),
    status: varchar('status', { length: 20 }).notNull().default('vigente'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('contracts_tenant_idx').on(table.companyId, table.buildingId),
    // At most one vigente contract per person: two requests at once cannot both open one.
    uniqueIndex('contracts_one_vigente_idx').on(table.personnelId).where(sql`${table.status} = 'vigente'`),
  ],
);

export type Contract = typeof contracts.$inferSelect;
