import { Home } from '@horizontal/screens';
import { InlineAlert, PageHeader } from '@horizontal/ui';
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
      <>
        <PageHeader title={module.label} />
        <InlineAlert tone="info" title="Todavía no hay pantallas">
          Este módulo todavía no tiene pantallas disponibles para usted. Elija otro módulo del menú.
        </InlineAlert>
      </>
    );
  }
  return <Home userName={user.name} module={module.label} entries={entries} onOpen={navigate} />;
}
