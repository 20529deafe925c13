import { Home } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { useMenus } from '../../../navigation/useMenus';
import { useSignedInUser } from '../../../session/SessionProvider';

export default function HomePage() {
  const user = useSignedInUser();
  const menus = useMenus();
  const navigate = useNavigate();
  const entries =
    menus.modules.length > 0
      ? menus.modules.map((m) => ({ name: m.label, route: m.path }))
      : menus.configuration.map((c) => ({ name: c.label, route: c.path! }));
  return <Home userName={user.name} entries={entries} onOpen={navigate} />;
}
