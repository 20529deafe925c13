import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, tenantColumns } from './columns';
import { documentCategories } from './document-categories';
import { users } from './users';

/** A file in storage (fileKey) with what the list shows about it. */
export const documents = pgTable(
  'documents',
  {
    id: idColumn(),
    ...tenantColumns(),
    categoryId: integer('category_id').references(() => documentCategories.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    fileKey: text('file_key').notNull(),
    contentType: varchar('content_type', { length: 120 }).notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('documents_tenant_idx').on(table.companyId, table.buildingId),
    // A file is listed once: a statement generated again (or by two instances at once) keeps its one row.
    uniqueIndex('documents_file_key_unique').on(table.fileKey),
  ],
);

export type Document = typeof documents.$inferSelect;
