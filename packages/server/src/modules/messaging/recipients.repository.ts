import {
  type AudienceStaff,
  type AudienceUnit,
  type MessageRecipient,
  type RecipientStatus,
  unitLabel,
} from '@horizontal/domain';
import { and, asc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import {
  apartments,
  messageRecipients,
  messages,
  residentApartments,
  residents,
  roles,
  towers,
  users,
} from '../../db/schema';

/** A resident a new message reaches: through the unit chosen (or their first), with their address when they have one. */
export type Addressee = { residentId: number; apartmentId: number; name: string; email: string | null; unit: string };

/** Rows of one insert: a message to a whole complejo writes thousands, in a few statements. */
const SLICE = 1000;

export const createRecipientsRepository = (db: Database) => {
  const table = createTenantTable(db, messageRecipients, { company: 'companyId', building: 'buildingId' });

  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<MessageRecipient[]> => {
    const rows = await q
      .select({
        recipient: messageRecipients,
        residentName: residents.name,
        residentLastName: residents.lastName,
        userName: users.name,
        number: apartments.number,
        tower: towers.name,
      })
      .from(messageRecipients)
      .leftJoin(residents, eq(residents.id, messageRecipients.residentId))
      .leftJoin(users, eq(users.id, messageRecipients.userId))
      .leftJoin(apartments, eq(apartments.id, messageRecipients.apartmentId))
      .leftJoin(towers, eq(towers.id, apartments.towerId))
      .where(table.where(scope, condition))
      .orderBy(asc(messageRecipients.id));
    return rows.map(({ recipient, ...row }) => ({
      id: recipient.id,
      messageId: recipient.messageId,
      residentId: recipient.residentId,
      name:
        recipient.residentId !== null
          ? `${row.residentName ?? ''} ${row.residentLastName ?? ''}`.trim()
          : (row.userName ?? 'Administración'),
      apartment: row.number === null ? null : unitLabel({ number: row.number, tower: row.tower }),
      status: recipient.status as RecipientStatus,
      readAt: recipient.readAt?.toISOString() ?? null,
    }));
  };

  /**
   * The active residents of a complejo a new message reaches: all of them, or those of the units and the residents
   * chosen (ids of another complejo reach no one). Each once, through the chosen unit or else their first.
   */
  const addressees = async (
    q: Queryable,
    buildingId: number,
    choice: { toAll: boolean; apartmentIds: number[]; residentIds: number[] },
  ): Promise<Addressee[]> => {
    const chosen = or(
      choice.toAll ? sql`true` : undefined,
      choice.apartmentIds.length > 0 ? inArray(residentApartments.apartmentId, choice.apartmentIds) : undefined,
      choice.residentIds.length > 0 ? inArray(residents.id, choice.residentIds) : undefined,
    );
    if (!chosen) return [];
    // Through a unit chosen first, else the resident's first unit.
    const order =
      choice.apartmentIds.length > 0
        ? [residents.id, sql`${inArray(residentApartments.apartmentId, choice.apartmentIds)} desc`]
        : [residents.id];
    const rows = await q
      .selectDistinctOn([residents.id], {
        residentId: residents.id,
        apartmentId: residentApartments.apartmentId,
        name: residents.name,
        lastName: residents.lastName,
        email: residents.email,
        number: apartments.number,
        tower: towers.name,
      })
      .from(residents)
      .innerJoin(residentApartments, eq(residentApartments.residentId, residents.id))
      .innerJoin(apartments, eq(apartments.id, residentApartments.apartmentId))
      .leftJoin(towers, eq(towers.id, apartments.towerId))
      .where(and(eq(residents.buildingId, buildingId), eq(residents.status, 'activo'), chosen))
      .orderBy(...order, asc(residentApartments.apartmentId));
    return rows.map((row) => ({
      residentId: row.residentId,
      apartmentId: row.apartmentId,
      name: `${row.name} ${row.lastName}`.trim(),
      email: row.email?.trim() ? row.email.trim() : null,
      unit: unitLabel(row),
    }));
  };

  /**
   * Whom a new message of the complejo can reach: each unit (in the order of the lists) with its active residents
   * and whether an e-mail reaches each; and the staff given (their names and profiles), alphabetically.
   */
  const audience = async (
    buildingId: number,
    staffIds: readonly number[],
  ): Promise<{ units: AudienceUnit[]; staff: AudienceStaff[] }> => {
    const [units, people, staff] = await Promise.all([
      db
        .select({ id: apartments.id, number: apartments.number, tower: towers.name })
        .from(apartments)
        .leftJoin(towers, eq(towers.id, apartments.towerId))
        .where(eq(apartments.buildingId, buildingId))
        .orderBy(sql`${towers.name} nulls first`, asc(apartments.number), asc(apartments.id)),
      db
        .select({
          apartmentId: residentApartments.apartmentId,
          id: residents.id,
          name: residents.name,
          lastName: residents.lastName,
          email: residents.email,
        })
        .from(residents)
        .innerJoin(residentApartments, eq(residentApartments.residentId, residents.id))
        .where(and(eq(residents.buildingId, buildingId), eq(residents.status, 'activo')))
        .orderBy(asc(residents.lastName), asc(residents.name), asc(residents.id)),
      staffIds.length === 0
        ? []
        : db
            .select({ id: users.id, name: users.name, role: roles.name })
            .from(users)
            .innerJoin(roles, eq(roles.id, users.roleId))
            .where(inArray(users.id, [...staffIds]))
            .orderBy(asc(users.name)),
    ]);
    const byUnit = new Map<number, typeof people>();
    for (const person of people) {
      const unit = byUnit.get(person.apartmentId);
      if (unit) unit.push(person);
      else byUnit.set(person.apartmentId, [person]);
    }
    return {
      units: units.map((unit) => ({
        id: unit.id,
        name: unitLabel(unit),
        tower: unit.tower,
        residents: (byUnit.get(unit.id) ?? []).map((person) => ({
          id: person.id,
          name: `${person.name} ${person.lastName}`.trim(),
          hasEmail: Boolean(person.email?.trim()),
        })),
      })),
      staff,
    };
  };

  return {
    table,
    audience,
    /** Who a thread went to: its residents, then the staff who have opened it. */
    ofMessage: (scope: Scope, messageId: number) =>
      select(scope, eq(messageRecipients.messageId, messageId)).then((rows) =>
        [...rows].sort((a, b) => Number(a.residentId === null) - Number(b.residentId === null) || a.id - b.id),
      ),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(messageRecipients.id, id), q))[0] ?? null,

    addressees,

    /**
     * Who a reply reaches: the residents who wrote in the thread, and those the administration first wrote to; the
     * active ones, each once.
     */
    ofThread: async (q: Queryable, first: { id: number; buildingId: number }) => {
      const rows = await q
        .select({ residentId: messageRecipients.residentId })
        .from(messageRecipients)
        .where(and(eq(messageRecipients.messageId, first.id), isNotNull(messageRecipients.residentId)))
        .union(
          q
            .select({ residentId: messages.senderResidentId })
            .from(messages)
            .where(
              and(
                or(eq(messages.id, first.id), eq(messages.messageParentId, first.id)),
                isNotNull(messages.senderResidentId),
              ),
            ),
        );
      const residentIds = rows.flatMap((row) => row.residentId ?? []);
      return residentIds.length === 0
        ? []
        : addressees(q, first.buildingId, { toAll: false, apartmentIds: [], residentIds });
    },

    /** Locks a recipient's row for the rest of the transaction. */
    lock: (tx: Queryable, id: number) =>
      tx
        .select({ id: messageRecipients.id })
        .from(messageRecipients)
        .where(eq(messageRecipients.id, id))
        .for('no key update'),

    /**
     * The staff a thread concerns besides its residents: who wrote its first message and the colleagues it was
     * written to.
     */
    staffOfThread: async (q: Queryable, first: { id: number; senderUserId: number | null }) => {
      const rows = await q
        .select({ userId: messageRecipients.userId })
        .from(messageRecipients)
        .where(and(eq(messageRecipients.messageId, first.id), eq(messageRecipients.addressed, true)));
      const ids = rows.flatMap((row) => row.userId ?? []);
      return [...new Set(first.senderUserId === null ? ids : [first.senderUserId, ...ids])];
    },

    /**
     * An unread row per staff user: `addressed` when the message was written to them (it is in their Recibidos),
     * otherwise a reply in a thread they take part in.
     */
    addStaff: async (
      q: Queryable,
      message: { id: number; companyId: number; buildingId: number },
      userIds: readonly number[],
      addressed: boolean,
    ) => {
      if (userIds.length === 0) return;
      await q.insert(messageRecipients).values(
        userIds.map((userId) => ({
          companyId: message.companyId,
          buildingId: message.buildingId,
          messageId: message.id,
          userId,
          addressed,
          status: 'no_leido',
        })),
      );
    },

    /** One unread row per resident reached, in the message's transaction. */
    addResidents: async (
      q: Queryable,
      message: { id: number; companyId: number; buildingId: number },
      addressees: readonly Addressee[],
    ) => {
      for (let start = 0; start < addressees.length; start += SLICE) {
        await q.insert(messageRecipients).values(
          addressees.slice(start, start + SLICE).map((addressee) => ({
            companyId: message.companyId,
            buildingId: message.buildingId,
            messageId: message.id,
            residentId: addressee.residentId,
            apartmentId: addressee.apartmentId,
            status: 'no_leido',
          })),
        );
      }
    },

    /**
     * The staff member has read these messages: their own row of each turns «leído» (made when they had none). The
     * inbox's unread marks are these rows.
     */
    markRead: async (
      q: Queryable,
      reader: { userId: number; companyId: number; buildingId: number },
      messageIds: readonly number[],
    ) => {
      if (messageIds.length === 0) return;
      const now = new Date();
      const updated = await q
        .update(messageRecipients)
        .set({ status: 'leido', readAt: now })
        .where(
          and(
            inArray(messageRecipients.messageId, [...messageIds]),
            eq(messageRecipients.userId, reader.userId),
            ne(messageRecipients.status, 'leido'),
          ),
        )
        .returning({ messageId: messageRecipients.messageId });
      const had = await q
        .select({ messageId: messageRecipients.messageId })
        .from(messageRecipients)
        .where(and(inArray(messageRecipients.messageId, [...messageIds]), eq(messageRecipients.userId, reader.userId)));
      const present = new Set([...updated, ...had].map((row) => row.messageId));
      const missing = messageIds.filter((id) => !present.has(id));
      if (missing.length === 0) return;
      await q.insert(messageRecipients).values(
        missing.map((messageId) => ({
          companyId: reader.companyId,
          buildingId: reader.buildingId,
          messageId,
          userId: reader.userId,
          status: 'leido',
          readAt: now,
        })),
      );
    },
  };
};

export type RecipientsRepository = ReturnType<typeof createRecipientsRepository>;
