import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { licenseTypes } from './license-types';
import { personnel } from './personnel';

export const licenses = pgTable(
  'licenses',
  {
    id: idColumn(),
    ...tenantColumns(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id),
    licenseTypeId: integer('license_type_id')
      .notNull()
      .references(() => licenseTypes.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    notes: text('notes').notNull().default(''),
    status: varchar('status', { length: 20 }).notNull().default('pendiente'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('licenses_tenant_idx').on(table.companyId, table.buildingId)],
);

export type License = typeof licenses.$inferSelect;
