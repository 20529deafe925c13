import { boolean, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { roles } from './roles';

export const userStatuses = ['activo', 'inactivo'] as const;

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id),
  roleId: integer('role_id')
    .notNull()
    .references(() => roles.id),
  name: varchar('name', { length: 120 }).notNull(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  identity: varchar('identity', { length: 8 }).notNull(),
  phone: varchar('phone', { length: 8 }).notNull(),
  /** argon2id hash; the password itself is never stored. */
  passwordHash: text('password_hash').notNull(),
  indCreated: boolean('ind_created').notNull().default(true),
  status: varchar('status', { length: 20, enum: userStatuses }).notNull().default('activo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type User = typeof users.$inferSelect;
