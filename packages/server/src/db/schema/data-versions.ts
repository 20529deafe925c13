import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * How many committed statements changed each company's data (core/calls/data-versions.ts reads it, the triggers of
 * migration 0010 bump it). Company 0 stands for data of no company: catalogs, the master's users, tables without a
 * company_id. No foreign key, as 0 is no company; rows are never deleted and versions only grow.
 */
export const dataVersions = pgTable('data_versions', {
  companyId: integer('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
