import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    turnId: integer('turn_id')
      .notNull()
      .references(() => turns.id),
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
    /*
     * Two live bookings (pendiente or confirmada) of one area, day and turn never coexist, however many requests or
     * server instances race for it: the database refuses the second insert (issue #32), the route answers
     * reserveMessages.turnTaken. Rechazada and cancelada free the turn. Its columns also serve the calendars' reads.
     */
    uniqueIndex('reserves_live_slot_unique')
      .on(table.commonAreaId, table.date, table.turnId)
      .where(sql`${table.status} in ('pendiente', 'confirmada')`),
    // The index above leaves out whatever status it does not know: so there is none.
    check('reserves_status_check', sql`${table.status} in ('pendiente', 'confirmada', 'rechazada', 'cancelada')`),
    // A unit's bookings of a month, for its monthly limit.
    index('reserves_unit_date_idx').on(table.apartmentId, table.date),
  ],
);

export type Reserve = typeof reserves.$inferSelect;
