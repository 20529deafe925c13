/**
 * Where the backend client reports a session the server no longer knows (a 401 to a call that sent the token), for
 * the SessionProvider to hear: the client is created before any React tree, so this hub sits between the two.
 */
type Listener = (reason: string) => void;

const listeners = new Set<Listener>();

export const sessionOver = {
  report: (reason: string) => {
    for (const listener of listeners) listener(reason);
  },
  /** Returns the way to stop listening. */
  listen: (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
