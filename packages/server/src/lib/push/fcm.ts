import { readFileSync } from 'node:fs';
import type { Notification } from '@horizontal/domain';
import { cert, deleteApp, initializeApp, type ServiceAccount } from 'firebase-admin/app';
import { getMessaging, type MulticastMessage } from 'firebase-admin/messaging';
import { pushData } from './message';

/** FIREBASE_SERVICE_ACCOUNT holds the JSON itself or a path to the file. */
export const readServiceAccount = (value: string): ServiceAccount => {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  return JSON.parse(text) as ServiceAccount;
};

export const fcmMessage = (notification: Notification, tokens: string[]): MulticastMessage => ({
  tokens,
  data: pushData(notification),
  notification: { title: notification.title, body: notification.text },
  webpush: { fcmOptions: { link: '/home' } },
});

// Tokens FCM will never deliver to again; they are forgotten so that later pushes skip them.
const goneCodes = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

export type FcmSender = {
  send: (notification: Notification, tokens: string[]) => Promise<{ goneTokens: string[] }>;
  close: () => Promise<void>;
};

let appCount = 0;

export const createFcmSender = (serviceAccount: string): FcmSender => {
  appCount += 1;
  const app = initializeApp({ credential: cert(readServiceAccount(serviceAccount)) }, `horizontal-${appCount}`);
  const messaging = getMessaging(app);
  return {
    send: async (notification, tokens) => {
      if (tokens.length === 0) return { goneTokens: [] };
      const answer = await messaging.sendEachForMulticast(fcmMessage(notification, tokens));
      const goneTokens = answer.responses.flatMap((response, index) =>
        !response.success && response.error && goneCodes.has(response.error.code) ? [tokens[index]!] : [],
      );
      return { goneTokens };
    },
    close: () => deleteApp(app),
  };
};
