import { isMaster } from '@horizontal/domain';
import { Breadcrumbs } from '@horizontal/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { breadcrumbsFor } from '../navigation/breadcrumbs';
import { useMenus } from '../navigation/useMenus';
import { useSignedInUser } from '../session/SessionProvider';

/** The breadcrumb bar with its back button (SPEC §2); a page opened directly goes back to /home. */
export function PageBreadcrumbs() {
  const menus = useMenus();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const location = useLocation();
  const items = breadcrumbsFor(location.pathname, location.search, menus, isMaster(user));
  // react-router names the first entry of the tab 'default': there is nothing of ours to go back to.
  const back = () => (location.key === 'default' ? navigate('/home') : navigate(-1));
  // «Atrás», not the kit's «Volver»: several screens have a «Volver» of their own to their list.
  return (
    <Breadcrumbs
      items={items}
      onNavigate={navigate}
      onBack={location.pathname === '/home' ? undefined : back}
      backLabel="Atrás"
    />
  );
}
