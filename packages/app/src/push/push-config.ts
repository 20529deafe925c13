/** Firebase Cloud Messaging is used when the build is given its web config; else the server's own event stream. */
export type FirebaseWebConfig = {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
};

export const firebaseConfig = (env: Record<string, string | undefined> = import.meta.env): FirebaseWebConfig | null => {
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    messagingSenderId: env.VITE_FIREBASE_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
    vapidKey: env.VITE_FIREBASE_VAPID_KEY,
  };
  return Object.values(config).every(Boolean) ? (config as FirebaseWebConfig) : null;
};

/** What POST /auth/data sends as `device`: the FCM token when configured, none with the event stream. */
export const pushDeviceToken = async (): Promise<string | null> => {
  const config = firebaseConfig();
  if (!config) return null;
  const { firebaseDeviceToken } = await import('./firebase-push');
  return firebaseDeviceToken(config);
};
