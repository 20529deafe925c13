import type { SessionUser } from '@horizontal/domain';

let handed: { token: string; user: SessionUser } | null = null;

/**
 * The user a sign-in answered along with its token, until the session opens with it instead of asking /auth/data
 * again. The sign-in form (the page sent drawn, or the app's own) and the app share this module, and so this value,
 * within the tab.
 */
export const handedUser = {
  keep: (token: string, user: SessionUser) => {
    handed = { token, user };
  },
  /** The user handed over with this token, if it was, leaving it for the session. */
  peek: (token: string): SessionUser | null => (handed?.token === token ? handed.user : null),
  /** The user handed over with this token, once; null for a session that comes another way (a reload, a tab). */
  take: (token: string): SessionUser | null => {
    const user = handed?.token === token ? handed.user : null;
    handed = null;
    return user;
  },
};
