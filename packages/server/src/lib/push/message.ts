import type { Notification } from '@horizontal/domain';

/** What the app's push parser reads (packages/app/src/push/push-message.ts): the Notification, as JSON or strings. */
export const pushData = (notification: Notification): Record<string, string> => ({
  id: String(notification.id),
  date: notification.date,
  title: notification.title,
  text: notification.text,
  typeId: String(notification.typeId),
});

/** One server-sent event named "notification", as the app's EventSource listens for it. */
export const sseEvent = (notification: Notification): string =>
  `event: notification\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`;
