import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { cents, createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { commonAreas } from './common-areas';
import { residents } from './residents';
import { turns } from './turns';

export const reserves = pgTable(
  'reserves',
  {
    id: idColumn(),
    ...tenantColumns(),
    commonAreaId: integer('common_area_id')
      .notNull()
      .references(() => commonAreas.id),
    turnId: integer('turn_id').references(() => turns.id),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id),
    residentId: integer('resident_id').references(() => residents.id),
    date: date('date', { mode: 'string' }).notNull(),
    priceCents: cents('price_cents'),
    notes: text('notes').notNull().default(''),
    status: varchar('status', { length: 20 }).notNull().default('pendiente'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('reserves_tenant_idx').on(table.companyId, table.buildingId),
    // One live reserve per area, day and turn; cancelled and rejected ones free the slot.
    uniqueIndex('reserves_slot_unique')
      .on(table.commonAreaId, table.date, table.turnId)
      .where(sql`${table.status} not in ('cancelada', 'rechazada')`),
  ],
);

export type Reserve = typeof reserves.$inferSelect;
