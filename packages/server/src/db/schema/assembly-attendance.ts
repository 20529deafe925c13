import { index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { assemblies } from './assemblies';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';

/** How a unit came to an assembly; a unit without a row was absent. */
export const assemblyAttendance = pgTable(
  'assembly_attendance',
  {
    id: idColumn(),
    ...tenantColumns(),
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    /** presente, representada or ausente */
    kind: varchar('kind', { length: 20 }).notNull(),
    proxyHolder: varchar('proxy_holder', { length: 120 }),
    /** The present unit whose owner holds the proxy; its vote is this unit's too. */
    proxyApartmentId: integer('proxy_apartment_id').references(() => apartments.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('assembly_attendance_tenant_idx').on(table.companyId, table.buildingId),
    unique('assembly_attendance_unit_unique').on(table.assemblyId, table.apartmentId),
  ],
);

export type AssemblyAttendanceRow = typeof assemblyAttendance.$inferSelect;
