import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import {
  apartments,
  type Notice,
  notices,
  noticeTowers,
  residentApartments,
  residents,
  towers,
  users,
} from '../../db/schema';

/** What a new notice writes. */
export type NoticeValues = Required<
  Pick<
    typeof notices.$inferInsert,
    'companyId' | 'buildingId' | 'title' | 'text' | 'publishedOn' | 'expiresOn' | 'createdBy' | 'mailedAt'
  >
>;

/** A notice with its audience and its author's name, as the list shows it. */
export type NoticeListing = Notice & { towerIds: number[]; author: string | null };

/** Notices waiting for their day claimed by one round: a few at a time, each round one transaction. */
const CLAIM_BATCH = 20;

/** Noticias of a complejo and the residents each one reaches: every read within the caller's scope. */
export const createNoticesRepository = (db: Database) => {
  const table = createTenantTable(db, notices, { company: 'companyId', building: 'buildingId' });

  /** The audiences of some notices, tower ids in order. */
  const towersOf = async (noticeIds: number[], q: Queryable = db) => {
    const byNotice = new Map<number, number[]>(noticeIds.map((id) => [id, []]));
    if (noticeIds.length === 0) return byNotice;
    const rows = await q
      .select({ noticeId: noticeTowers.noticeId, towerId: noticeTowers.towerId })
      .from(noticeTowers)
      .where(inArray(noticeTowers.noticeId, noticeIds))
      .orderBy(asc(noticeTowers.towerId));
    for (const row of rows) byNotice.get(row.noticeId)?.push(row.towerId);
    return byNotice;
  };

  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<NoticeListing[]> => {
    const rows = await q
      .select({ notice: notices, author: users.name })
      .from(notices)
      .leftJoin(users, eq(users.id, notices.createdBy))
      .where(table.where(scope, condition))
      .orderBy(desc(notices.publishedOn), desc(notices.id));
    const audiences = await towersOf(
      rows.map((row) => row.notice.id),
      q,
    );
    return rows.map((row) => ({ ...row.notice, towerIds: audiences.get(row.notice.id) ?? [], author: row.author }));
  };

  return {
    table,
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(notices.buildingId, buildingId)),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(notices.id, id), q))[0] ?? null,

    /** Which of these towers are of the complejo: a notice's audience may hold no other. */
    towersOfBuilding: async (buildingId: number, towerIds: readonly number[], q: Queryable = db) =>
      towerIds.length === 0
        ? []
        : (
            await q
              .select({ id: towers.id })
              .from(towers)
              .where(and(eq(towers.buildingId, buildingId), inArray(towers.id, [...towerIds])))
          ).map((row) => row.id),

    /** The notice's audience, written in its transaction. */
    addTowers: async (
      q: Queryable,
      notice: { id: number; companyId: number; buildingId: number },
      towerIds: readonly number[],
    ) => {
      if (towerIds.length === 0) return;
      await q.insert(noticeTowers).values(
        towerIds.map((towerId) => ({
          companyId: notice.companyId,
          buildingId: notice.buildingId,
          noticeId: notice.id,
          towerId,
        })),
      );
    },

    /**
     * Who a notice is e-mailed to: the active residents of the complejo's units (of the towers chosen, when there are
     * some) who gave an address, each address once.
     */
    mailboxesOf: async (q: Queryable, notice: { buildingId: number; towerIds: readonly number[] }) => {
      const rows = await q
        .selectDistinctOn([sql`lower(trim(${residents.email}))`], {
          name: residents.name,
          lastName: residents.lastName,
          email: residents.email,
        })
        .from(residents)
        .innerJoin(residentApartments, eq(residentApartments.residentId, residents.id))
        .innerJoin(apartments, eq(apartments.id, residentApartments.apartmentId))
        .where(
          and(
            eq(apartments.buildingId, notice.buildingId),
            eq(residents.buildingId, notice.buildingId),
            eq(residents.status, 'activo'),
            isNotNull(residents.email),
            ne(sql`trim(${residents.email})`, ''),
            notice.towerIds.length > 0 ? inArray(apartments.towerId, [...notice.towerIds]) : undefined,
          ),
        )
        .orderBy(sql`lower(trim(${residents.email}))`, asc(residents.id));
      return rows.map((row) => ({ name: `${row.name} ${row.lastName}`.trim(), email: row.email!.trim() }));
    },

    /**
     * Claims, in the caller's transaction, notices whose day has come and whose e-mails were never queued: marked
     * mailed here, so the transaction that queues their e-mails is the one that marks them, and a row another
     * instance is claiming is skipped, never taken twice. Only notices written before their day wait for it: one
     * published on the day it was written (or before) was e-mailed then, or predates these e-mails.
     */
    claimDue: async (tx: Queryable, today: string) => {
      const due = await tx
        .select({ id: notices.id })
        .from(notices)
        .where(
          and(
            isNull(notices.mailedAt),
            lte(notices.publishedOn, today),
            sql`${notices.publishedOn} > (${notices.createdAt} at time zone 'America/Montevideo')::date`,
          ),
        )
        .orderBy(asc(notices.id))
        .limit(CLAIM_BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(notices)
        .set({ mailedAt: new Date() })
        .where(
          and(
            inArray(
              notices.id,
              due.map((row) => row.id),
            ),
            isNull(notices.mailedAt),
          ),
        )
        .returning();
      const audiences = await towersOf(
        claimed.map((row) => row.id),
        tx,
      );
      return claimed.map((row) => ({ ...row, towerIds: audiences.get(row.id) ?? [] }));
    },
  };
};

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
