import type { Notification } from '@horizontal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { createEventHub, type EventHub } from './event-hub';
import { createFcmSender, type FcmSender } from './fcm';

/** The PostgreSQL channel every instance listens on; NOTIFY payloads stay far below the 8000-byte limit. */
export const PUSH_CHANNEL = 'horizontal_push';

const envelopeSchema = z.object({
  userId: z.number().int(),
  notification: z.object({
    id: z.number().int(),
    date: z.string(),
    title: z.string(),
    text: z.string(),
    typeId: z.number().int(),
  }),
});

export type PushDeps = {
  handle: Pick<DatabaseHandle, 'listen' | 'notify' | 'listening' | 'watchListening'>;
  log: FastifyBaseLogger;
  firebaseServiceAccount?: string;
  /** Device tokens of a user's live sessions, and how to forget the ones FCM rejects. */
  devices: { tokensOf: (userId: number) => Promise<string[]>; forget: (tokens: string[]) => Promise<void> };
};

export type Push = {
  kind: 'fcm' | 'sse';
  hub: EventHub;
  /** Delivers an already stored notification to every device or open stream of the user, on any instance. */
  deliver: (userId: number, notification: Notification) => Promise<void>;
  /** Whether a push sent now reaches this instance's open streams (always with Firebase, which does not need them). */
  hearing: () => boolean;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export const createPush = ({ handle, log, firebaseServiceAccount, devices }: PushDeps): Push => {
  const hub = createEventHub();
  let fcm: FcmSender | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let unwatch: (() => void) | null = null;
  const kind = firebaseServiceAccount ? 'fcm' : 'sse';

  return {
    kind,
    hub,
    deliver: async (userId, notification) => {
      if (fcm) {
        const tokens = await devices.tokensOf(userId);
        const { goneTokens } = await fcm.send(notification, tokens);
        if (goneTokens.length > 0) await devices.forget(goneTokens);
        return;
      }
      await handle.notify(PUSH_CHANNEL, JSON.stringify({ userId, notification }));
    },
    hearing: () => kind === 'fcm' || handle.listening(),
    start: async () => {
      if (firebaseServiceAccount) {
        fcm = createFcmSender(firebaseServiceAccount);
        return;
      }
      // Pushes sent while the LISTEN session is lost never reach this instance: its streams end, so that browsers
      // connect again instead of waiting on a stream that hears nothing.
      unwatch = handle.watchListening((listening) => {
        if (!listening) hub.endAll();
      });
      unlisten = await handle.listen(PUSH_CHANNEL, (payload) => {
        const parsed = envelopeSchema.safeParse(safeJson(payload));
        if (!parsed.success) {
          log.warn('aviso push ilegible en el canal de PostgreSQL');
          return;
        }
        hub.deliver(parsed.data.userId, parsed.data.notification);
      });
    },
    stop: async () => {
      unwatch?.();
      await unlisten?.();
      await fcm?.close();
    },
  };
};

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
