import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { cents, createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';

/** Salón de fiestas, parrillero, piscina… */
export const commonAreas = pgTable(
  'common_areas',
  {
    id: idColumn(),
    ...tenantColumns(),
    name: varchar('name', { length: 80 }).notNull(),
    description: text('description').notNull().default(''),
    capacity: integer('capacity').notNull().default(0),
    priceCents: cents('price_cents'),
    requiresApproval: boolean('requires_approval').notNull().default(true),
    /** How many days ahead of today a turn may be booked (DEFAULT_BOOKING_WINDOW_DAYS of the domain). */
    bookingWindowDays: integer('booking_window_days').notNull().default(60),
    /** Live bookings one unit may hold of the area in a month; null is no limit. */
    monthlyLimit: integer('monthly_limit'),
    status: varchar('status', { length: 20 }).notNull().default('activo'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('common_areas_tenant_idx').on(table.companyId, table.buildingId)],
);

export type CommonArea = typeof commonAreas.$inferSelect;
