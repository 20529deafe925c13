import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { modules } from './modules';
import { roles } from './roles';

export const roleModules = pgTable(
  'role_modules',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.moduleId] })],
);
