import { Button, DropdownMenu, Icon } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { useMenus } from '../navigation/useMenus';
import { lastRouteStorage } from '../session/last-route-storage';
import { useSession } from '../session/SessionProvider';
import * as styles from './layout.css';

/**
 * The account menu of SPEC §2: Inicio, Módulos, Configuración, Cuenta, and Cerrar Sesión (clears the session
 * and goes to /login). Cerrar Sesión stays one click away beside the menu, where people look for it.
 */
export function AccountMenu() {
  const { signOut } = useSession();
  const menus = useMenus();
  const navigate = useNavigate();
  const configuration = menus.modules.length > 0 ? menus.configuration[0]?.path : undefined;
  return (
    <div className={styles.toolbar}>
      <DropdownMenu
        trigger={
          <Button variant="inverse" size="sm">
            Mi cuenta <Icon name="chevronDown" size="sm" />
          </Button>
        }
        items={[
          { label: 'Inicio', onSelect: () => navigate('/home') },
          { label: 'Módulos', onSelect: () => navigate('/home') },
          {
            label: 'Configuración',
            onSelect: () => configuration && navigate(configuration),
            disabled: configuration === undefined,
          },
          { label: 'Cuenta', onSelect: () => navigate('/account') },
        ]}
      />
      <Button
        variant="inverse"
        size="sm"
        onClick={() => {
          lastRouteStorage.clear();
          void signOut();
        }}
      >
        Cerrar Sesión
      </Button>
    </div>
  );
}
