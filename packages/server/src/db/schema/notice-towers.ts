import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns';
import { notices } from './notices';
import { towers } from './towers';

/**
 * The towers a notice is for; a notice without rows here is for the whole complejo. It carries the tenant columns so
 * that its writes bump only its administradora's data version.
 */
export const noticeTowers = pgTable(
  'notice_towers',
  {
    ...tenantColumns(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    towerId: integer('tower_id')
      .notNull()
      .references(() => towers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.noticeId, table.towerId] }),
    index('notice_towers_tenant_idx').on(table.companyId, table.buildingId),
    // A tower's deletion looks up its notices.
    index('notice_towers_tower_idx').on(table.towerId),
  ],
);

export type NoticeTower = typeof noticeTowers.$inferSelect;
