import type { DropdownMenuEntry } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { useMenus } from '../navigation/useMenus';
import { lastRouteStorage } from '../session/last-route-storage';
import { useSession } from '../session/SessionProvider';

/**
 * The account menu of SPEC §2: Inicio, the Configuración screens the user may open (perfiles, empleados,
 * complejos; the master's sections are its module menu), Cuenta, and Cerrar Sesión (clears the session and goes to
 * /login). Only what the user can use is listed.
 */
export const useAccountEntries = (): DropdownMenuEntry[] => {
  const { signOut } = useSession();
  const menus = useMenus();
  const navigate = useNavigate();
  const configuration = menus.modules.length > 0 ? menus.configuration.filter((entry) => entry.path) : [];
  return [
    { label: 'Inicio', onSelect: () => navigate('/home') },
    ...(configuration.length > 0
      ? [
          { type: 'label' as const, label: 'Configuración' },
          ...configuration.map((entry) => ({ label: entry.label, onSelect: () => navigate(entry.path!) })),
          { type: 'separator' as const },
        ]
      : []),
    { label: 'Cuenta', onSelect: () => navigate('/account') },
    { type: 'separator' },
    {
      label: 'Cerrar Sesión',
      tone: 'danger',
      onSelect: () => {
        lastRouteStorage.clear();
        void signOut();
      },
    },
  ];
};
