import { date, index, integer, pgTable, time, timestamp, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { identityTypes } from './identity-types';

/** Who came to which unit, recorded at the front desk. */
export const visits = pgTable(
  'visits',
  {
    id: idColumn(),
    ...tenantColumns(),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id),
    identityTypeId: integer('identity_type_id').references(() => identityTypes.id),
    name: varchar('name', { length: 120 }).notNull(),
    identity: varchar('identity', { length: 20 }).notNull().default(''),
    plate: varchar('plate', { length: 10 }).notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    /** When the resident said the visit would come (authorised ahead); null for one that just arrived. */
    expectedTime: time('expected_time'),
    entryTime: time('entry_time'),
    exitTime: time('exit_time'),
    status: varchar('status', { length: 20 }).notNull().default('esperada'),
    /** PUT remove hides it from the lists without losing the record. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('visits_tenant_idx').on(table.companyId, table.buildingId)],
);

export type Visit = typeof visits.$inferSelect;
