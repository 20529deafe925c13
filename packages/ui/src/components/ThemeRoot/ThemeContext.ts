import { createContext, useContext } from 'react';
import { lightTheme } from '../../theme/light.css';

const ThemeClassContext = createContext<string>(lightTheme);

export const ThemeClassProvider = ThemeClassContext.Provider;

/**
 * The theme's class name. Radix portals render into document.body, outside ThemeRoot, so every portalled
 * surface (dialogs, menus, popovers, toasts) adds this class to get the theme's values.
 */
export const useThemeClass = (): string => useContext(ThemeClassContext);
