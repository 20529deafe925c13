import { type Message as MessageEntity, type MessageStatus, unitLabel } from '@horizontal/domain';
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { apartments, messageCategories, messageRecipients, messages, residents, towers, users } from '../../db/schema';

/** What a new message writes. */
export type MessageValues = Required<
  Pick<
    typeof messages.$inferInsert,
    | 'companyId'
    | 'buildingId'
    | 'messageParentId'
    | 'categoryId'
    | 'senderUserId'
    | 'senderResidentId'
    | 'senderApartmentId'
    | 'subject'
    | 'text'
    | 'status'
  >
>;

const roots = alias(messages, 'roots');

/** The first message of a row's thread: itself, or the one its parent points at. */
const rootId = sql<number>`coalesce(${messages.messageParentId}, ${messages.id})`;

export const createMessagesRepository = (db: Database) => {
  const table = createTenantTable(db, messages, { company: 'companyId', building: 'buildingId' });

  /**
   * Messages as the contract shows them, oldest first: the sender's name (a user of the administration or a
   * resident, with the unit they wrote from), the category's name, and whether `readerId` has read it (what the
   * administration wrote is read by it; a resident's message is read once that user opened its thread).
   */
  const select = async (
    scope: Scope,
    readerId: number,
    condition: SQL | undefined,
    q: Queryable = db,
  ): Promise<MessageEntity[]> => {
    const rows = await q
      .select({
        message: messages,
        category: messageCategories.name,
        userName: users.name,
        residentName: residents.name,
        residentLastName: residents.lastName,
        number: apartments.number,
        tower: towers.name,
        // At most one row per staff user and message: made when it was written to them, or when they read it.
        readerStatus: sql<string | null>`(
          select ${messageRecipients.status} from ${messageRecipients}
          where ${messageRecipients.messageId} = ${messages.id}
            and ${messageRecipients.userId} = ${readerId}
          limit 1)`,
      })
      .from(messages)
      .leftJoin(messageCategories, eq(messageCategories.id, messages.categoryId))
      .leftJoin(users, eq(users.id, messages.senderUserId))
      .leftJoin(residents, eq(residents.id, messages.senderResidentId))
      .leftJoin(apartments, eq(apartments.id, messages.senderApartmentId))
      .leftJoin(towers, eq(towers.id, apartments.towerId))
      .where(table.where(scope, condition))
      .orderBy(asc(messages.id));
    return rows.map(({ message, ...row }) => {
      const fromResident = message.senderResidentId !== null;
      return {
        id: message.id,
        buildingId: message.buildingId,
        messageParentId: message.messageParentId,
        categoryId: message.categoryId,
        category: row.category,
        subject: message.subject,
        text: message.text,
        sender: fromResident
          ? {
              kind: 'residente' as const,
              id: message.senderResidentId!,
              name: `${row.residentName ?? ''} ${row.residentLastName ?? ''}`.trim(),
            }
          : { kind: 'administracion' as const, id: message.senderUserId ?? 0, name: row.userName ?? 'Administración' },
        apartment: row.number === null ? null : unitLabel({ number: row.number, tower: row.tower }),
        sentAt: message.createdAt.toISOString(),
        status: message.status as MessageStatus,
        // A resident's message is read once the reader opened it; the administration's, unless it was written to
        // the reader (or answers them) and they have not opened it yet.
        read: fromResident ? row.readerStatus === 'leido' : row.readerStatus !== 'no_leido',
      };
    });
  };

  /** The reader is one of the staff a thread was written to. */
  const addressedTo = (readerId: number) =>
    sql`exists (
      select 1 from ${messageRecipients}
      where ${messageRecipients.messageId} = ${roots.id}
        and ${messageRecipients.userId} = ${readerId}
        and ${messageRecipients.addressed})`;

  /**
   * Every message of the complejo's threads whose first message a resident wrote, or that were written to the reader
   * (Recibidos); or whose first message the administration wrote (Enviados).
   */
  const threadsStartedBy = (scope: Scope, readerId: number, buildingId: number, by: 'residente' | 'administracion') =>
    select(
      scope,
      readerId,
      and(
        eq(messages.buildingId, buildingId),
        inArray(
          rootId,
          db
            .select({ id: roots.id })
            .from(roots)
            .where(
              and(
                eq(roots.buildingId, buildingId),
                by === 'residente'
                  ? or(isNotNull(roots.senderResidentId), addressedTo(readerId))
                  : isNull(roots.senderResidentId),
              ),
            ),
        ),
      ),
    );

  return {
    table,
    inbox: (scope: Scope, readerId: number, buildingId: number) =>
      threadsStartedBy(scope, readerId, buildingId, 'residente'),
    sent: (scope: Scope, readerId: number, buildingId: number) =>
      threadsStartedBy(scope, readerId, buildingId, 'administracion'),
    find: async (scope: Scope, readerId: number, id: number, q: Queryable = db) =>
      (await select(scope, readerId, eq(messages.id, id), q))[0] ?? null,
    /** The thread of a message, oldest first (its scope checked by the query). */
    thread: (scope: Scope, readerId: number, firstId: number, q: Queryable = db) =>
      select(scope, readerId, or(eq(messages.id, firstId), eq(messages.messageParentId, firstId)), q),
    /** The first message of a thread, or null when `id` is none the scope reaches. */
    first: async (scope: Scope, id: number, q: Queryable = db) => {
      const [row] = await q
        .select({ first: rootId })
        .from(messages)
        .where(table.where(scope, eq(messages.id, id)));
      if (!row) return null;
      const [first] = await q
        .select()
        .from(messages)
        .where(table.where(scope, eq(messages.id, row.first), isNull(messages.messageParentId)));
      return first ?? null;
    },
    /** Locks a thread's first row for the rest of the transaction: a reply and a status change never interleave. */
    lock: (tx: Queryable, firstId: number) =>
      tx.select({ id: messages.id }).from(messages).where(eq(messages.id, firstId)).for('no key update'),
    /** The status of a thread lives on each of its messages (the inbox shows any of them). */
    setThreadStatus: (tx: Queryable, firstId: number, status: MessageStatus) =>
      tx
        .update(messages)
        .set({ status })
        .where(or(eq(messages.id, firstId), eq(messages.messageParentId, firstId))),
    categories: () =>
      db
        .select({ id: messageCategories.id, name: messageCategories.name })
        .from(messageCategories)
        .orderBy(asc(messageCategories.id)),
    category: async (id: number) =>
      (await db.select().from(messageCategories).where(eq(messageCategories.id, id)))[0] ?? null,
  };
};

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
