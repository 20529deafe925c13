import type { Notification } from '@horizontal/domain';
import { initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported, onMessage } from 'firebase/messaging';
import type { FirebaseWebConfig } from './push-config';
import { parsePushMessage } from './push-message';

const messagingFor = (config: FirebaseWebConfig) => getMessaging(initializeApp(config));

/** The device token sent with POST /auth/data; null where the browser has no push support. */
export const firebaseDeviceToken = async (config: FirebaseWebConfig): Promise<string | null> => {
  if (!(await isSupported())) return null;
  const registration = await navigator.serviceWorker.register('/firebase-messaging-sw.js');
  return getToken(messagingFor(config), { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
};

/** Loaded only when Firebase is configured, so the default build carries none of it. */
export const startFirebasePush = async (config: FirebaseWebConfig, onNotification: (n: Notification) => void) => {
  if (!(await isSupported())) return { stop: () => undefined };
  const stop = onMessage(messagingFor(config), (payload) => {
    const notification = parsePushMessage(payload.data);
    if (notification) onNotification(notification);
  });
  return { stop };
};
