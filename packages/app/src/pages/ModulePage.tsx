import { Home } from '@horizontal/screens';
import { InlineAlert } from '@horizontal/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMenus } from '../navigation/useMenus';
import { useSignedInUser } from '../session/SessionProvider';
import NotFoundPage from './NotFoundPage';

/** A module's own page (e.g. /complejo): the entries of its submenu. */
export default function ModulePage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const module = useMenus().modules.find((m) => m.path === pathname);
  if (!module) return <NotFoundPage />;
  const entries = module.submenu.flatMap((entry) => (entry.path ? [{ name: entry.label, route: entry.path }] : []));
  if (entries.length === 0) {
    return (
      <InlineAlert tone="info" title={module.label}>
        Todavía no hay pantallas de este módulo disponibles para usted. Elija otro módulo del menú.
      </InlineAlert>
    );
  }
  return <Home userName={user.name} module={module.label} entries={entries} onOpen={navigate} />;
}
