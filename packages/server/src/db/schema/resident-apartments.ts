import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { createdAtColumn, tenantColumns } from './columns';
import { residents } from './residents';

/** Who lives in or owns which unit (residents associate / deassociate). */
export const residentApartments = pgTable(
  'resident_apartments',
  {
    ...tenantColumns(),
    residentId: integer('resident_id')
      .notNull()
      .references(() => residents.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    /** propietario, inquilino, familiar… */
    relation: varchar('relation', { length: 20 }).notNull().default('propietario'),
    since: date('since', { mode: 'string' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.residentId, table.apartmentId] }),
    // The residents list reads a complejo's links; removing a unit asks whether anyone still lives there.
    index('resident_apartments_tenant_idx').on(table.companyId, table.buildingId),
    index('resident_apartments_apartment_idx').on(table.apartmentId),
  ],
);

export type ResidentApartment = typeof residentApartments.$inferSelect;
