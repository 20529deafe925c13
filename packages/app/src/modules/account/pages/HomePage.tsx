import { Home } from '@horizontal/screens';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMenus } from '../../../navigation/useMenus';
import { useSession, useSignedInUser } from '../../../session/SessionProvider';
import { useCan } from '../../../session/useCan';
import { appModules } from '../../index';

/**
 * Inicio: for an administrator with a complejo chosen, one tile per module whose summary the profile may ask
 * (each module declares its own); otherwise, and for the master, the sections the menu offers.
 */
export default function HomePage() {
  const user = useSignedInUser();
  const { selectedBuildingId } = useSession();
  const menus = useMenus();
  const navigate = useNavigate();
  const can = useCan();
  const entries =
    menus.modules.length > 0
      ? menus.modules.map((m) => ({ name: m.label, route: m.path }))
      : menus.configuration.map((c) => ({ name: c.label, route: c.path! }));
  const complejo = user.buildings.find((building) => building.id === selectedBuildingId);
  const tiles = complejo
    ? appModules.flatMap(({ name, tile }) =>
        tile && can(tile.call)
          ? [
              // Each tile loads its own chunk and figures; Inicio draws as soon as it can.
              <Suspense key={name} fallback={null}>
                <tile.Tile />
              </Suspense>,
            ]
          : [],
      )
    : [];
  return (
    <Home
      userName={user.name}
      entries={entries}
      onOpen={navigate}
      dashboard={complejo && { complejoName: complejo.name, tiles }}
    />
  );
}
