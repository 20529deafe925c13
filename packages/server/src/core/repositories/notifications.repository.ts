import type { Notification } from '@horizontal/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { type NotificationRow, notifications } from '../../db/schema';

export type NotificationContent = { typeId: number; title: string; text: string };

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  date: row.createdAt.toISOString(),
  title: row.title,
  text: row.text,
  typeId: row.typeId,
});

export const createNotificationsRepository = (db: Database) => ({
  /**
   * One stored notification per user, as /auth/data will list them until they are deleted; in the transaction of the
   * change it tells about when `q` is one.
   */
  create: async (
    userIds: number[],
    content: NotificationContent,
    q: Queryable = db,
  ): Promise<{ userId: number; notification: Notification }[]> => {
    if (userIds.length === 0) return [];
    const rows = await q
      .insert(notifications)
      .values(userIds.map((userId) => ({ userId, ...content })))
      .returning();
    return rows.map((row) => ({ userId: row.userId, notification: toNotification(row) }));
  },

  /** The user's stored notifications newer than `afterId`, oldest first: what a stream that opens late missed. */
  newerThan: async (userId: number, afterId: number): Promise<Notification[]> =>
    (
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
        .orderBy(asc(notifications.id))
        .limit(100)
    ).map(toNotification),

  /** Removes the caller's own notifications of one type (POST /notifications/admin/delete). */
  deleteOfType: async (userId: number, typeId: number, ids?: number[]) => {
    const rows = await db
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.typeId, typeId),
          ids && ids.length > 0 ? inArray(notifications.id, ids) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  },
});

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
