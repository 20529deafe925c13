import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { functionalities } from './functionalities';
import { roles } from './roles';

export const roleFunctionalities = pgTable(
  'role_functionalities',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    functionalityId: integer('functionality_id')
      .notNull()
      .references(() => functionalities.id),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.functionalityId] })],
);
