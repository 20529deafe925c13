import type { ReactNode } from 'react';
import '../../theme/fonts';
import { lightTheme } from '../../theme';
import { ThemeClassProvider } from './ThemeContext';
import * as styles from './ThemeRoot.css';

export type ThemeRootProps = { children: ReactNode };

/** Applies the theme's values to everything inside it, and to the portals its components open. */
export function ThemeRoot({ children }: ThemeRootProps) {
  return (
    <ThemeClassProvider value={lightTheme}>
      <div className={`${lightTheme} ${styles.root}`}>{children}</div>
    </ThemeClassProvider>
  );
}
