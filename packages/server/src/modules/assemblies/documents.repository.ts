import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { type Document, documentCategories, documents, storedFiles, users } from '../../db/schema';

/** What a registered upload writes. */
export type DocumentValues = Required<
  Pick<
    typeof documents.$inferInsert,
    'companyId' | 'buildingId' | 'categoryId' | 'name' | 'fileKey' | 'contentType' | 'sizeBytes' | 'uploadedBy'
  >
>;

/** A document with its category's and uploader's names, as the list shows it. */
export type DocumentListing = Document & { category: string | null; uploader: string | null };

/** Documentos of a complejo by category: every read within the caller's scope. */
export const createDocumentsRepository = (db: Database) => {
  const table = createTenantTable(db, documents, { company: 'companyId', building: 'buildingId' });
  const categories = createTenantTable(db, documentCategories, { company: 'companyId', building: 'buildingId' });

  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<DocumentListing[]> => {
    const rows = await q
      .select({ document: documents, category: documentCategories.name, uploader: users.name })
      .from(documents)
      .leftJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .leftJoin(users, eq(users.id, documents.uploadedBy))
      .where(table.where(scope, condition))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    return rows.map((row) => ({ ...row.document, category: row.category, uploader: row.uploader }));
  };

  return {
    table,
    categories,
    /** The complejo's documents, of one category or (null) of all, newest first. */
    listOfBuilding: (scope: Scope, buildingId: number, categoryId: number | null) =>
      select(
        scope,
        and(
          eq(documents.buildingId, buildingId),
          categoryId === null ? undefined : eq(documents.categoryId, categoryId),
        ) as SQL,
      ),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(documents.id, id), q))[0] ?? null,
    /** Whether a stored file is already listed (by any complejo): a key is registered once. */
    keyTaken: async (key: string, q: Queryable = db) =>
      (await q.select({ id: documents.id }).from(documents).where(eq(documents.fileKey, key)).limit(1)).length > 0,
    /** The size the storage was signed for (it refuses a body of any other length); null when none was signed. */
    storedSize: async (key: string, q: Queryable = db) =>
      (
        await q
          .select({ sizeBytes: storedFiles.sizeBytes })
          .from(storedFiles)
          .where(and(eq(storedFiles.key, key), isNull(storedFiles.pendingUntil)))
      )[0]?.sizeBytes ?? null,

    /** In the order they were made, as the mocks list them. */
    categoriesOfBuilding: (scope: Scope, buildingId: number) =>
      categories.list(scope, eq(documentCategories.buildingId, buildingId), [asc(documentCategories.id)]),
    findCategory: categories.find,
    /** A category of the complejo with that name, whatever its case: two would look the same in the list. */
    categoryNamed: async (buildingId: number, name: string, q: Queryable = db) =>
      (
        await q
          .select({ id: documentCategories.id })
          .from(documentCategories)
          .where(
            and(
              eq(documentCategories.buildingId, buildingId),
              eq(sql`lower(${documentCategories.name})`, name.toLowerCase()),
            ),
          )
          .limit(1)
      ).length > 0,
    /**
     * Holds the category's row for the rest of the transaction. `update` by its removal (no document may join it
     * meanwhile), `key share` by an upload into it (its removal waits for the upload, and then counts it).
     */
    lockCategory: (tx: Queryable, id: number, strength: 'update' | 'key share') =>
      tx
        .select({ id: documentCategories.id })
        .from(documentCategories)
        .where(eq(documentCategories.id, id))
        .for(strength),
    documentsIn: async (categoryId: number, q: Queryable = db) =>
      (await q.select({ n: count() }).from(documents).where(eq(documents.categoryId, categoryId)))[0]!.n,
  };
};

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
