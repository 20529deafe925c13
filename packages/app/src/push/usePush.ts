import { useToast } from '@horizontal/ui';
import { useEffect, useRef } from 'react';
import { api } from '../api';
import { useSession } from '../session/SessionProvider';
import { tokenStorage } from '../session/token-storage';
import { startEventStreamPush } from './event-stream-push';
import { firebaseConfig } from './push-config';

const apiBase = import.meta.env.VITE_API_URL ?? '/api';

/** Incoming pushes: an info toast with no summary for 5000 ms (SPEC §4) and one more on the matching badge. */
export const usePush = () => {
  const { state, notifications, addNotification } = useSession();
  const toast = useToast();
  const signedIn = state.status === 'authenticated';
  // Read when the stream (re)connects, without restarting it each time a notice arrives.
  const newestId = useRef(0);
  newestId.current = notifications.reduce((newest, notification) => Math.max(newest, notification.id), 0);

  useEffect(() => {
    const token = tokenStorage.get();
    if (!signedIn || !token) return;
    const receive = (notification: Parameters<typeof addNotification>[0]) => {
      addNotification(notification);
      toast.show({ message: notification.text, severity: 'info' });
    };
    const config = firebaseConfig();
    if (!config) {
      return startEventStreamPush({
        apiBase,
        requestTicket: api.notifications.streamTicket,
        onNotification: receive,
        lastKnownId: () => newestId.current,
      }).stop;
    }
    let stop: () => void = () => {};
    void import('./firebase-push').then(({ startFirebasePush }) =>
      startFirebasePush(config, receive).then((started) => {
        stop = started.stop;
      }),
    );
    return () => stop();
  }, [signedIn, addNotification, toast]);
};
