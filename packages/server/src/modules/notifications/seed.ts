import type { DemoData } from '@horizontal/domain/demo';
import { mapped } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import { notifications } from '../../db/schema';

/** The demo's unread notifications (@horizontal/domain/demo), so that its bell and badges have something to show. */
export const seedNotifications = async (tx: Transaction, demo: DemoData, userIds: Map<number, number>) => {
  const rows = demo.messaging.notifications.map(({ userId, typeId, title, text, date }) => ({
    userId: mapped(userIds, userId),
    typeId,
    title,
    text,
    createdAt: new Date(date),
  }));
  if (rows.length > 0) await tx.insert(notifications).values(rows);
};
