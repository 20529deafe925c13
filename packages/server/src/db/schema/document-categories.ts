import { index, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns } from './columns';

export const documentCategories = pgTable(
  'document_categories',
  {
    id: idColumn(),
    ...tenantColumns(),
    name: varchar('name', { length: 80 }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('document_categories_tenant_idx').on(table.companyId, table.buildingId),
    unique('document_categories_building_name_unique').on(table.buildingId, table.name),
  ],
);

export type DocumentCategory = typeof documentCategories.$inferSelect;
