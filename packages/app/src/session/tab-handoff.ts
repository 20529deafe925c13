import { tokenStorage } from './token-storage';

/**
 * A new tab of the same browser asks the open ones for the session (issue #15), and a tab that signs out tells the
 * others holding that session (issue #30): the token stays in each tab's sessionStorage (SPEC §4), and
 * BroadcastChannel reaches only tabs of this same origin.
 */
const channelName = 'horizontal.session';

type Message = { type: 'request' } | { type: 'token'; token: string } | { type: 'signedOut'; token: string };

const open = (): BroadcastChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);

/**
 * While this tab has a session, it hands its token to a new tab that asks, and hears when another tab signed that
 * same session out (`onSignedOut`). Returns the way to stop.
 */
export const answerOtherTabs = (onSignedOut: () => void = () => undefined): (() => void) => {
  const channel = open();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<Message>) => {
    const token = tokenStorage.get();
    if (!token) return;
    if (event.data?.type === 'request') channel.postMessage({ type: 'token', token } satisfies Message);
    if (event.data?.type === 'signedOut' && event.data.token === token) onSignedOut();
  };
  return () => channel.close();
};

/** Tells the other tabs that this session was signed out, so that none keeps looking signed in. */
export const tellOtherTabsSignedOut = (token: string) => {
  const channel = open();
  if (!channel) return;
  channel.postMessage({ type: 'signedOut', token } satisfies Message);
  channel.close();
};

/** What a tab says when another tab of the same session signed out. */
export const signedOutElsewhere = 'Se cerró la sesión en otra pestaña.';

/** How long a new tab waits for an answer before it shows itself signed out. */
export const HANDOFF_WAIT_MS = 300;

/** The token of an open tab, or null when none answers in time (or the browser has no BroadcastChannel). */
export const askOtherTabs = (waitMs = HANDOFF_WAIT_MS): Promise<string | null> => {
  const channel = open();
  if (!channel) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (token: string | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(token);
    };
    const timer = setTimeout(() => done(null), waitMs);
    channel.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.type === 'token' && typeof event.data.token === 'string') done(event.data.token);
    };
    channel.postMessage({ type: 'request' } satisfies Message);
  });
};

/** Keeps a token another tab handed over, unless this tab has a session by now; whether it kept it. */
export const keepHandedToken = (token: string | null): boolean => {
  if (!token || tokenStorage.get()) return false;
  tokenStorage.set(token);
  return true;
};
