import { describe, expect, it } from 'vitest';
import { firebaseConfig } from './push-config';
import { parsePushMessage } from './push-message';

const notification = {
  id: 7,
  date: '2026-11-22T10:00:00.000Z',
  title: 'Nueva reserva',
  text: 'Salón, sábado',
  typeId: 1,
};

describe('parsePushMessage', () => {
  it('reads the JSON of a server-sent event', () => {
    expect(parsePushMessage(JSON.stringify(notification))).toEqual(notification);
  });

  it('reads FCM data, whose values arrive as strings', () => {
    expect(parsePushMessage({ ...notification, id: '7', typeId: '1' })).toEqual(notification);
  });

  it('ignores what is not a notification', () => {
    expect(parsePushMessage('no es json')).toBeNull();
    expect(parsePushMessage({ title: 'sin texto' })).toBeNull();
    expect(parsePushMessage(undefined)).toBeNull();
  });
});

describe('firebaseConfig', () => {
  it('is used only when every value is given', () => {
    const env = {
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_SENDER_ID: 's',
      VITE_FIREBASE_APP_ID: 'a',
      VITE_FIREBASE_VAPID_KEY: 'v',
    };
    expect(firebaseConfig(env)).toMatchObject({ apiKey: 'k', vapidKey: 'v' });
    expect(firebaseConfig({ ...env, VITE_FIREBASE_VAPID_KEY: undefined })).toBeNull();
  });
});
