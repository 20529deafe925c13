import type { Notification } from '@horizontal/domain';

export type Subscriber = (notification: Notification) => void;

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
      for (const subscriber of byUser.get(userId) ?? []) subscriber(notification);
    },
    connections: () => [...byUser.values()].reduce((sum, set) => sum + set.size, 0),
  };
};

export type EventHub = ReturnType<typeof createEventHub>;
