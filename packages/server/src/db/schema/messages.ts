import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { createdAtColumn, idColumn, tenantColumns } from './columns';
import { messageCategories } from './message-categories';
import { residents } from './residents';
import { users } from './users';

/** A message of a thread; the first of a thread has no parent, the client orders threads by highest id. */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    ...tenantColumns(),
    messageParentId: integer('message_parent_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'cascade',
    }),
    categoryId: integer('category_id').references(() => messageCategories.id),
    senderUserId: integer('sender_user_id').references(() => users.id),
    senderResidentId: integer('sender_resident_id').references(() => residents.id),
    /** The unit a resident wrote from: one may live in or own several. */
    senderApartmentId: integer('sender_apartment_id').references(() => apartments.id, { onDelete: 'set null' }),
    subject: varchar('subject', { length: 160 }).notNull().default(''),
    text: text('text').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('abierto'),
    /** The Message-ID of a resident's reply that arrived by e-mail: a provider that delivers it twice adds it once. */
    inboundMailId: varchar('inbound_mail_id', { length: 255 }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('messages_tenant_idx').on(table.companyId, table.buildingId),
    index('messages_parent_idx').on(table.messageParentId),
    uniqueIndex('messages_inbound_mail_idx').on(table.inboundMailId),
  ],
);

export type Message = typeof messages.$inferSelect;
