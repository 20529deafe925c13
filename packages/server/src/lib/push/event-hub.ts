import type { Notification } from '@horizontal/domain';

export type Subscriber = {
  deliver: (notification: Notification) => void;
  /** Ends the connection; the browser connects again. */
  end: () => void;
};

/** The SSE connections open on this instance, by user. */
export const createEventHub = () => {
  const byUser = new Map<number, Set<Subscriber>>();
  return {
    subscribe: (userId: number, subscriber: Subscriber) => {
      const set = byUser.get(userId) ?? new Set();
      set.add(subscriber);
      byUser.set(userId, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) byUser.delete(userId);
      };
    },
    deliver: (userId: number, notification: Notification) => {
      for (const subscriber of byUser.get(userId) ?? []) subscriber.deliver(notification);
    },
    /** Ends every connection, e.g. when pushes stop being heard: a connection that stayed open would wait forever. */
    endAll: () => {
      for (const set of [...byUser.values()]) for (const subscriber of [...set]) subscriber.end();
    },
    connections: () => [...byUser.values()].reduce((sum, set) => sum + set.size, 0),
  };
};

export type EventHub = ReturnType<typeof createEventHub>;
