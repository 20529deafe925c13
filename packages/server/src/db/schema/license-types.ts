import { boolean, index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns } from './columns';

/** Kinds of leave a complejo grants (anual, enfermedad, estudio…); each complejo keeps its own list. */
export const licenseTypes = pgTable(
  'license_types',
  {
    id: idColumn(),
    ...tenantColumns(),
    name: varchar('name', { length: 80 }).notNull(),
    maxDays: integer('max_days'),
    paid: boolean('paid').notNull().default(true),
    /** The annual leave of Ley 12.590: approving one checks the person's balance. */
    annual: boolean('annual').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('license_types_tenant_idx').on(table.companyId, table.buildingId),
    unique('license_types_building_name_unique').on(table.buildingId, table.name),
  ],
);

export type LicenseType = typeof licenseTypes.$inferSelect;
