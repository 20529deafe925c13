import { isMaster } from '@horizontal/domain';
import { InlineAlert, Spinner } from '@horizontal/ui';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { plannedMenu } from '../navigation/catalog';
import { useMenus } from '../navigation/useMenus';
import NotFoundPage from '../pages/NotFoundPage';
import { opensDetail } from '../pages/screen-mode';
import { lastRouteStorage } from '../session/last-route-storage';
import { returnToStorage } from '../session/return-to-storage';
import { useSession, useSignedInUser } from '../session/SessionProvider';
import * as styles from './guards.css';

function Loading() {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label="Cargando su sesión…" />
    </div>
  );
}

/** Without a session a private route goes to the landing page (SPEC §2); after Cerrar Sesión, to /login. */
export function RequireSession() {
  const { state } = useSession();
  const location = useLocation();
  const asked = location.pathname + location.search;
  const anonymous = state.status === 'anonymous' && !state.asking;
  const signedIn = state.status === 'authenticated';
  useEffect(() => {
    // Sign-in comes back to the page asked for (a pasted link, a new tab), not to /home; once there, it is done.
    if (signedIn) returnToStorage.clear();
    else if (anonymous && !(state.status === 'anonymous' && state.signedOut) && asked !== '/home') {
      returnToStorage.set(asked);
    }
  }, [signedIn, anonymous, asked, state]);
  if (state.status === 'loading' || (state.status === 'anonymous' && state.asking)) return <Loading />;
  if (state.status === 'anonymous') return <Navigate to={state.signedOut ? '/login' : '/'} replace />;
  const onChange = location.pathname === '/change';
  // A newly created user must change the password first, and only such a user may open /change.
  if (state.user.indCreated && !onChange) return <Navigate to="/change" replace />;
  if (!state.user.indCreated && onChange) return <Navigate to="/home" replace />;
  return <Outlet />;
}

/**
 * Where a public route sends a session: the page asked for before signing in, the previous signed-in route (SPEC §2),
 * or /home.
 */
export const pageAfterSignIn = () => returnToStorage.get() ?? lastRouteStorage.get() ?? '/home';

/** A public route with a session goes to pageAfterSignIn. */
export function PublicOnly() {
  const { state } = useSession();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'authenticated') return <Navigate to={pageAfterSignIn()} replace />;
  return <Outlet />;
}

/**
 * A route the user's role, modules and functionalities grant; any other is unknown to this user. A record opened
 * read-only (the lists' «Ver») needs only a screen of its entity, as reading its list does.
 */
export function RequireRoute({ path, children }: { path: string; children: ReactNode }) {
  const menus = useMenus();
  const [params] = useSearchParams();
  const granted = menus.routes.has(path) || (opensDetail(params) && menus.details.has(path));
  return granted ? children : <NotFoundPage />;
}

/** Administrators work on one complejo at a time (SPEC §2): '¡Debe seleccionar un complejo!'. */
export function RequireBuilding() {
  const user = useSignedInUser();
  const { selectedBuildingId } = useSession();
  if (isMaster(user) || selectedBuildingId !== null) return <Outlet />;
  // The selector is in the header, next to the welcome: one control, not a second copy here.
  return (
    <div className={styles.stack}>
      <InlineAlert tone="warning" title="¡Debe seleccionar un complejo!">
        Elija en «Complejo», en la barra superior, el complejo con el que va a trabajar para abrir este módulo.
      </InlineAlert>
    </div>
  );
}

/** First segments of the spec's routes of modules not built yet: '/cierres/listado' → 'cierres'. */
const plannedSegments = new Set(plannedMenu.flatMap((entry) => (entry.path ? [entry.path.split('/')[1]] : [])));

/**
 * A path without a page. Without a session, a route of the spec's modules not built yet is still a private route
 * (SPEC §2): it goes to the landing page like the others, and sign-in comes back to it; anything else is not found.
 */
export function UnknownRoute() {
  const { state } = useSession();
  const location = useLocation();
  const privateRoute = plannedSegments.has(location.pathname.split('/')[1]);
  const anonymous = state.status === 'anonymous' && !state.asking;
  useEffect(() => {
    if (privateRoute && anonymous) returnToStorage.set(location.pathname + location.search);
  }, [privateRoute, anonymous, location]);
  if (!privateRoute) return <NotFoundPage />;
  if (state.status === 'loading' || (state.status === 'anonymous' && state.asking)) return <Loading />;
  if (state.status === 'anonymous') return <Navigate to="/" replace />;
  return <NotFoundPage />;
}
