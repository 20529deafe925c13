import { date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { identityTypes } from './identity-types';

export const residents = pgTable(
  'residents',
  {
    id: idColumn(),
    ...tenantColumns(),
    name: varchar('name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull().default(''),
    identityTypeId: integer('identity_type_id').references(() => identityTypes.id),
    identity: varchar('identity', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 8 }),
    birthDate: date('birth_date', { mode: 'string' }),
    status: varchar('status', { length: 20 }).notNull().default('activo'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('residents_tenant_idx').on(table.companyId, table.buildingId),
    index('residents_identity_idx').on(table.buildingId, table.identity),
  ],
);

export type Resident = typeof residents.$inferSelect;
