import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { createdAtColumn, idColumn, tenantColumns } from './columns';
import { messages } from './messages';
import { residents } from './residents';
import { users } from './users';

/** Who a message went to (a resident, a whole unit or a staff user) and whether they read it. */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: idColumn(),
    ...tenantColumns(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    residentId: integer('resident_id').references(() => residents.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A staff user the message was written to (it is in their Recibidos); a staff row without it only records that
     * they read the message.
     */
    addressed: boolean('addressed').notNull().default(false),
    status: varchar('status', { length: 20 }).notNull().default('no_leido'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('message_recipients_message_idx').on(table.messageId)],
);

export type MessageRecipient = typeof messageRecipients.$inferSelect;
