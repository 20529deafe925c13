import { type Notification, refusals } from '@horizontal/domain';
import { parsePushMessage } from './push-message';

export type StreamTicketAnswer = { ok: true; message: string; ticket: string } | { ok: false; message: string };

export type EventStreamPushOptions = {
  apiBase: string;
  /** POST /notifications/stream-ticket with the session's x-token (api.notifications.streamTicket). */
  requestTicket: () => Promise<StreamTicketAnswer>;
  onNotification: (notification: Notification) => void;
  /**
   * The newest notification id the page already has (from /auth/data or this stream): the server first sends what
   * was stored after it, so a notice told while no stream was open (the page loading, a reconnection) still arrives.
   */
  lastKnownId: () => number;
  /** The first wait before connecting again; it doubles, up to a minute, while connecting keeps failing. */
  retryMs?: number;
};

const maxRetryMs = 60_000;

// The session itself is over: asking again cannot help, and the app signs out on its next call.
const sessionOver = new Set<string>([refusals.missingToken, refusals.invalidToken, refusals.inactiveUser]);

/**
 * The server's own push channel (server-sent events) when Firebase is not configured. EventSource cannot send
 * x-token, and a URL ends up in logs, so every connection opens with a new single-use ticket instead of the
 * session token; for the same reason the browser's own reconnection (which would repeat a used ticket) is
 * replaced by ours.
 */
export const startEventStreamPush = ({
  apiBase,
  requestTicket,
  onNotification,
  lastKnownId,
  retryMs = 5000,
}: EventStreamPushOptions) => {
  let stopped = false;
  // A notice stored as the stream opened may come both from the catch-up and live: it is told once.
  const told = new Set<number>();
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = retryMs;

  const again = () => {
    if (stopped) return;
    timer = setTimeout(connect, wait);
    wait = Math.min(wait * 2, maxRetryMs);
  };

  async function connect() {
    let answer: StreamTicketAnswer | null;
    try {
      answer = await requestTicket();
    } catch {
      answer = null;
    }
    if (stopped) return;
    if (!answer?.ok) {
      if (answer && sessionOver.has(answer.message)) return;
      again();
      return;
    }
    const since = Math.max(lastKnownId(), ...told);
    const opened = new EventSource(
      `${apiBase}/notifications/stream?ticket=${encodeURIComponent(answer.ticket)}&since=${since}`,
    );
    source = opened;
    opened.addEventListener('open', () => {
      wait = retryMs;
    });
    opened.addEventListener('notification', (event) => {
      const notification = parsePushMessage((event as MessageEvent<string>).data);
      if (!notification || told.has(notification.id)) return;
      told.add(notification.id);
      onNotification(notification);
    });
    opened.addEventListener('error', () => {
      opened.close();
      if (source === opened) source = null;
      again();
    });
  }

  void connect();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    },
  };
};
