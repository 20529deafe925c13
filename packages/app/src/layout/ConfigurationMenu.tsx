import { Button, DropdownMenu, Icon } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { useMenus } from '../navigation/useMenus';

/**
 * Perfiles, Empleados and Complejos of an administrator, each only if its route exists for the user (SPEC §6).
 * The master has no such menu: its three sections are its module menu.
 */
export function ConfigurationMenu() {
  const menus = useMenus();
  const navigate = useNavigate();
  if (menus.modules.length === 0 || menus.configuration.length === 0) return null;
  return (
    <DropdownMenu
      align="start"
      trigger={
        <Button variant="inverse" size="sm">
          Configuración <Icon name="chevronDown" size="sm" />
        </Button>
      }
      items={menus.configuration.map((entry) => ({ label: entry.label, onSelect: () => navigate(entry.path!) }))}
    />
  );
}
