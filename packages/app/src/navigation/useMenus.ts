import { useMemo } from 'react';
import { useSignedInUser } from '../session/SessionProvider';
import { implementedScreens } from './implemented';
import { menusFor } from './menus';

export const useMenus = () => {
  const user = useSignedInUser();
  return useMemo(() => menusFor(user, implementedScreens), [user]);
};
