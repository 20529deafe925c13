import type { Transaction } from '../../db/client';
import { notifications } from '../../db/schema';

/** One unread notification, so the demo's bell and badge have something to show. */
export const seedNotifications = async (tx: Transaction, userId: number) => {
  await tx.insert(notifications).values({
    userId,
    typeId: 1,
    title: 'Nueva reserva',
    text: 'La unidad 302 reservó el salón de fiestas para el sábado.',
  });
};
