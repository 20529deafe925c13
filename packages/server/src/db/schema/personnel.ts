import { index, integer, pgTable, time, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { identityTypes } from './identity-types';
import { personnelTypes } from './personnel-types';

/** People who work at a complejo (porteros, limpieza…), with their workday. */
export const personnel = pgTable(
  'personnel',
  {
    id: idColumn(),
    ...tenantColumns(),
    personnelTypeId: integer('personnel_type_id').references(() => personnelTypes.id),
    identityTypeId: integer('identity_type_id').references(() => identityTypes.id),
    name: varchar('name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull().default(''),
    identity: varchar('identity', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 8 }),
    email: varchar('email', { length: 254 }),
    workdayStart: time('workday_start'),
    workdayEnd: time('workday_end'),
    /** Days worked, Monday first: "LMXJV", "LMXJVS"… */
    workdays: varchar('workdays', { length: 7 }).notNull().default('LMXJV'),
    status: varchar('status', { length: 20 }).notNull().default('activo'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('personnel_tenant_idx').on(table.companyId, table.buildingId),
    // One person per CI in a complejo's staff: two requests at once cannot both add them.
    unique('personnel_building_identity_unique').on(table.buildingId, table.identity),
  ],
);

export type Personnel = typeof personnel.$inferSelect;
