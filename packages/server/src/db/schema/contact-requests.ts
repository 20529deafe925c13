import { pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Messages of the public contact form (POST /auth/contact). */
export const contactRequests = pgTable('contact_requests', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 8 }),
  company: varchar('company', { length: 120 }),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ContactRequest = typeof contactRequests.$inferSelect;
