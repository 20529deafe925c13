import { date, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { companyColumn, createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { users } from './users';

/**
 * A company's staff member: a login (users row, with a profile as role and its complejos in user_buildings)
 * plus what only the administradora keeps about the person.
 */
export const employees = pgTable('employees', {
  id: idColumn(),
  companyId: companyColumn(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  position: varchar('position', { length: 80 }).notNull().default(''),
  hiredOn: date('hired_on', { mode: 'string' }),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export type Employee = typeof employees.$inferSelect;
