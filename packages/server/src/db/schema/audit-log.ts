import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Who changed what, when. No foreign keys on purpose: the trail must outlive the rows and users it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    companyId: integer('company_id'),
    buildingId: integer('building_id'),
    /** create, update, delete, status, or an auth event such as password.change */
    action: varchar('action', { length: 40 }).notNull(),
    /** The table that changed. */
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }),
    /** The new values (passwords and hashes are never written here). */
    changes: jsonb('changes'),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_company_idx').on(table.companyId, table.createdAt),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
