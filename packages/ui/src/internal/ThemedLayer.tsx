import type { ReactNode, Ref } from 'react';
import { useThemeClass } from '../components/ThemeRoot/ThemeContext';
import { cx } from './cx';
import * as styles from './ThemedLayer.css';

export type ThemedLayerProps = { children: ReactNode; ref?: Ref<HTMLDivElement> };

/** Wraps what a Radix portal renders into document.body so that it keeps the theme's values. */
export function ThemedLayer({ children, ref }: ThemedLayerProps) {
  const themeClass = useThemeClass();
  return (
    <div ref={ref} className={cx(themeClass, styles.layer)}>
      {children}
    </div>
  );
}
