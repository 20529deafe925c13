import type { Notification, SessionUser } from '@horizontal/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { buildingStorage, openingBuilding } from './building-storage';
import { handedUser } from './handed-user';
import { sessionOver } from './session-over';
import { offlineMessage } from './sign-in';
import {
  answerOtherTabs,
  askOtherTabs,
  keepHandedToken,
  signedOutElsewhere,
  tellOtherTabsSignedOut,
} from './tab-handoff';
import { tokenStorage } from './token-storage';

export type SessionState =
  | { status: 'loading' }
  /**
   * `signedOut`: the person chose Cerrar Sesión, which leads to /login rather than to the landing page.
   * `asking`: a new tab is asking the open ones for their session; public pages show, private ones wait.
   * `failure`: why the session could not be opened (the sign-in form shows it, having handed its token over).
   */
  | { status: 'anonymous'; signedOut?: boolean; asking?: boolean; failure?: string }
  /**
   * `ended`: why the server or another tab ended this session while its screen is open; the layout either goes to
   * the sign-in page or, over a changed form, asks for the password in place (issue #30).
   */
  | { status: 'authenticated'; user: SessionUser; ended?: string };

type LoadResult = { ok: true; user: SessionUser } | { ok: false; message: string };

type SessionContextValue = {
  state: SessionState;
  /** Keeps the token and loads the user; on failure the session is cleared. */
  start: (token: string) => Promise<LoadResult>;
  /** Ends the session on the server, here and in the other tabs holding it; the guard then opens /login (SPEC §2). */
  signOut: () => Promise<void>;
  /** A session the server already ended (`ended`): forgets it here, and the guard opens /login. */
  forgetEnded: () => void;
  /** The same user signed in again in place: the new token, and the screen goes on as it was. */
  resume: (token: string) => void;
  /** The person closed the question without choosing: the next refused call asks again. */
  dismissEnded: () => void;
  /** After the forced password change the user is no longer "newly created". */
  markPasswordChanged: () => void;
  updateUser: (changes: Partial<Pick<SessionUser, 'name' | 'phone'>>) => void;
  selectedBuildingId: number | null;
  selectBuilding: (id: number | null) => void;
  notifications: Notification[];
  addNotification: (notification: Notification) => void;
  /** Asks the server to delete the notifications of a type, and only then drops them here (SPEC §4). */
  clearNotifications: (typeId: number) => Promise<void>;
};

/**
 * The backend client (axios and the contract's schemas) is loaded when first needed: the landing page and the
 * sign-in form show without it, and a stored token starts loading it at once.
 */
const loadApi = () => import('../api').then((module) => module.api);

const SessionContext = createContext<SessionContextValue | null>(null);

export type DeviceTokenSource = () => Promise<string | null>;

export type SessionProviderProps = {
  children: ReactNode;
  deviceToken: DeviceTokenSource;
  /**
   * What the signed-in app needs before its first screen (App: the toaster, the push listener, the frame),
   * loaded with the user rather than with the landing page. A failure counts as an offline session start.
   */
  prepareSignedIn?: () => Promise<void>;
  /**
   * Told the user and the complejo as soon as they are known, before the session opens (App: asks for Inicio's
   * figures, which are then on their way while the signed-in app draws).
   */
  onUserKnown?: (user: SessionUser, buildingId: number | null) => void;
};

const nothingToPrepare = async () => undefined;

const nobodyToTell = () => undefined;

export function SessionProvider({
  children,
  deviceToken,
  prepareSignedIn = nothingToPrepare,
  onUserKnown = nobodyToTell,
}: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(() =>
    tokenStorage.get() ? { status: 'loading' } : { status: 'anonymous', asking: true },
  );
  const [selectedBuildingId, setSelectedBuildingId] = useState<number | null>(null);
  const [notifications, setNotifications] = useState<Notification[]>([]);

  const load = useCallback(async (): Promise<LoadResult> => {
    // Loaded while the user is asked for, not after it, so that signing in waits for the slower of the two only.
    const prepared = prepareSignedIn().then(
      () => true,
      () => false,
    );
    // The token may be fine when a chunk cannot be downloaded: it is kept, so that a reload with a connection
    // resumes the session.
    const offline = (): LoadResult => {
      setState({ status: 'anonymous', failure: offlineMessage });
      return { ok: false, message: offlineMessage };
    };
    const token = tokenStorage.get();
    let user = token ? handedUser.take(token) : null;
    if (user) {
      // Signed in just now: the server answered the user with the token. A push device token (FCM) is still sent
      // with /auth/data, as the spec's user load does, without holding the session back; with none there is nothing
      // to send, the new session having no device yet.
      void Promise.all([loadApi(), deviceToken()])
        .then(([api, device]) => (device ? api.auth.data(device) : undefined))
        .catch(() => undefined);
    } else {
      const [api, device] = await Promise.all([loadApi().catch(() => null), deviceToken().catch(() => null)]);
      if (!api) return offline();
      const answer = await api.auth.data(device);
      if (!answer.ok) {
        tokenStorage.clear();
        buildingStorage.set(null);
        setState({ status: 'anonymous', failure: answer.message });
        return { ok: false, message: answer.message };
      }
      user = answer.user;
    }
    const building = openingBuilding(user);
    onUserKnown(user, building);
    if (!(await prepared)) return offline();
    buildingStorage.set(building);
    setSelectedBuildingId(building);
    setNotifications(user.notifications);
    setState({ status: 'authenticated', user });
    return { ok: true, user };
  }, [deviceToken, prepareSignedIn, onUserKnown]);

  useEffect(() => {
    if (tokenStorage.get()) {
      void load();
      return;
    }
    let current = true;
    void askOtherTabs().then((token) => {
      if (!current) return;
      if (keepHandedToken(token)) {
        setState({ status: 'loading' });
        void load();
      } else {
        setState((now) => (now.status === 'anonymous' && now.asking ? { status: 'anonymous' } : now));
      }
    });
    return () => {
      current = false;
    };
  }, [load]);

  const signedIn = state.status === 'authenticated';
  const markEnded = useCallback((reason: string) => {
    setState((current) => (current.status === 'authenticated' ? { ...current, ended: reason } : current));
  }, []);
  useEffect(() => (signedIn ? answerOtherTabs(() => markEnded(signedOutElsewhere)) : undefined), [signedIn, markEnded]);
  useEffect(() => (signedIn ? sessionOver.listen(markEnded) : undefined), [signedIn, markEnded]);

  const start = useCallback(
    (token: string) => {
      tokenStorage.set(token);
      return load();
    },
    [load],
  );

  const forgetEnded = useCallback(() => {
    tokenStorage.clear();
    buildingStorage.set(null);
    setNotifications([]);
    setState({ status: 'anonymous', signedOut: true });
  }, []);

  const signOut = useCallback(async () => {
    const token = tokenStorage.get();
    await (await loadApi()).auth.signout();
    if (token) tellOtherTabsSignedOut(token);
    forgetEnded();
  }, [forgetEnded]);

  const resume = useCallback((token: string) => {
    tokenStorage.set(token);
    setState((current) =>
      current.status === 'authenticated' ? { status: 'authenticated', user: current.user } : current,
    );
  }, []);
  const dismissEnded = useCallback(() => {
    setState((current) =>
      current.status === 'authenticated' ? { status: 'authenticated', user: current.user } : current,
    );
  }, []);

  const patchUser = useCallback((patch: (user: SessionUser) => SessionUser) => {
    setState((current) => (current.status === 'authenticated' ? { ...current, user: patch(current.user) } : current));
  }, []);

  const addNotification = useCallback(
    // One per id: the stream's catch-up may repeat one the page already has.
    (notification: Notification) =>
      setNotifications((current) =>
        current.some((known) => known.id === notification.id) ? current : [...current, notification],
      ),
    [],
  );
  const clearNotifications = useCallback(async (typeId: number) => {
    const answer = await (await loadApi()).notifications.delete({ typeId });
    if (answer.ok) setNotifications((current) => current.filter((n) => n.typeId !== typeId));
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      start,
      signOut,
      forgetEnded,
      resume,
      dismissEnded,
      markPasswordChanged: () => patchUser((user) => ({ ...user, indCreated: false })),
      updateUser: (changes) => patchUser((user) => ({ ...user, ...changes })),
      selectedBuildingId,
      selectBuilding: (id) => {
        buildingStorage.set(id);
        if (state.status === 'authenticated') buildingStorage.remember(state.user.id, id);
        setSelectedBuildingId(id);
      },
      notifications,
      addNotification,
      clearNotifications,
    }),
    [
      state,
      start,
      signOut,
      forgetEnded,
      resume,
      dismissEnded,
      patchUser,
      selectedBuildingId,
      notifications,
      addNotification,
      clearNotifications,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = (): SessionContextValue => {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession needs a SessionProvider');
  return context;
};

/** For components that only render inside the signed-in layout. */
export const useSignedInUser = (): SessionUser => {
  const { state } = useSession();
  if (state.status !== 'authenticated') throw new Error('useSignedInUser outside a signed-in route');
  return state.user;
};
