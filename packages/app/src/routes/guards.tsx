import { isMaster } from '@horizontal/domain';
import { InlineAlert, Spinner } from '@horizontal/ui';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useMenus } from '../navigation/useMenus';
import NotFoundPage from '../pages/NotFoundPage';
import { lastRouteStorage } from '../session/last-route-storage';
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
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'anonymous') return <Navigate to={state.signedOut ? '/login' : '/'} replace />;
  const onChange = location.pathname === '/change';
  // A newly created user must change the password first, and only such a user may open /change.
  if (state.user.indCreated && !onChange) return <Navigate to="/change" replace />;
  if (!state.user.indCreated && onChange) return <Navigate to="/home" replace />;
  return <Outlet />;
}

/** A public route with a session returns to the previous signed-in route (SPEC §2), or /home. */
export function PublicOnly() {
  const { state } = useSession();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'authenticated') return <Navigate to={lastRouteStorage.get() ?? '/home'} replace />;
  return <Outlet />;
}

/** A route the user's role, modules and functionalities grant; any other is unknown to this user. */
export function RequireRoute({ path, children }: { path: string; children: ReactNode }) {
  const menus = useMenus();
  return menus.routes.has(path) ? children : <NotFoundPage />;
}

/** Administrators work on one complejo at a time (SPEC §2): 'Debe seleccionar un complejo!'. */
export function RequireBuilding() {
  const user = useSignedInUser();
  const { selectedBuildingId } = useSession();
  if (isMaster(user) || selectedBuildingId !== null) return <Outlet />;
  // The selector is in the header, next to the welcome: one control, not a second copy here.
  return (
    <div className={styles.stack}>
      <InlineAlert tone="warning" title="Debe seleccionar un complejo!">
        Elija en «Complejo», en la barra superior, el complejo con el que va a trabajar para abrir este módulo.
      </InlineAlert>
    </div>
  );
}
