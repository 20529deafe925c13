import type { Notification } from '@horizontal/domain';
import { parsePushMessage } from './push-message';

/** The server's own push channel (server-sent events) when Firebase is not configured. */
export const startEventStreamPush = (apiBase: string, token: string, onNotification: (n: Notification) => void) => {
  const source = new EventSource(`${apiBase}/notifications/stream?token=${encodeURIComponent(token)}`);
  source.addEventListener('notification', (event) => {
    const notification = parsePushMessage((event as MessageEvent<string>).data);
    if (notification) onNotification(notification);
  });
  return { stop: () => source.close() };
};
