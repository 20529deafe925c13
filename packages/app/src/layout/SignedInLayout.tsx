import { isMaster, NOTIFICATION_TYPE_ID } from '@horizontal/domain';
import { PrintOwner } from '@horizontal/screens/shared';
import { AppShell } from '@horizontal/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { createQueryClient } from '../data/query-client';
import { LeaveGuard } from '../navigation/LeaveGuard';
import { useMenus } from '../navigation/useMenus';
import { useSheetOwners } from '../pages/work-scope';
import { lastRouteStorage } from '../session/last-route-storage';
import { useSession, useSignedInUser } from '../session/SessionProvider';
import { useAccountEntries } from './AccountMenu';
import { BuildingSelector } from './BuildingSelector';
import { ModuleSubmenu, useModuleMenuItems, useOpenModule } from './ModuleMenu';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { SessionEndedGate } from './SessionEndedGate';

/** Opening the screen a notification type points to (e.g. /reservas/listado for type 1) marks them seen. */
const useClearSeenNotifications = (pathname: string) => {
  const menus = useMenus();
  const { notifications, clearNotifications } = useSession();
  const typeId = menus.modules
    .flatMap((module) => module.submenu)
    .find(
      (entry) => entry.path === pathname && entry.notificationTypeId !== NOTIFICATION_TYPE_ID.none,
    )?.notificationTypeId;
  const pending = typeId !== undefined && notifications.some((n) => n.typeId === typeId);
  useEffect(() => {
    if (pending && typeId !== undefined) void clearNotifications(typeId);
  }, [pending, typeId, clearNotifications]);
};

/**
 * Header, submenu, breadcrumbs and footer around every signed-in page; remembers where the user was. The pages'
 * cache lives here: it lasts while the session does and goes with it, so no list outlives its user.
 */
export function SignedInLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInFrame />
    </QueryClientProvider>
  );
}

function SignedInFrame() {
  const user = useSignedInUser();
  const location = useLocation();
  const here = location.pathname + location.search;
  useEffect(() => lastRouteStorage.set(here), [here]);
  useClearSeenNotifications(location.pathname);
  const openModule = useOpenModule();
  const navigate = useNavigate();
  // A printed detail says whose it is, as a printed list does.
  const owners = useSheetOwners();
  // The guard holds the whole shell: the header's complejo selector is a way out of a form too, and a session that
  // ends asks differently over a changed form.
  return (
    <LeaveGuard>
      <AppShell
        userName={user.name}
        roleDescription={user.role.description}
        navigation={useModuleMenuItems()}
        onNavigate={navigate}
        complejoSelector={isMaster(user) ? undefined : <BuildingSelector />}
        account={useAccountEntries()}
        submenu={openModule && <ModuleSubmenu module={openModule} />}
        breadcrumbs={<PageBreadcrumbs />}
      >
        <PrintOwner.Provider value={owners.complejo ?? owners.company}>
          <Outlet />
        </PrintOwner.Provider>
      </AppShell>
      <SessionEndedGate />
    </LeaveGuard>
  );
}

export default SignedInLayout;
