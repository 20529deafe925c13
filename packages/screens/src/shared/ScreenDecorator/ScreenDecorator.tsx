import { Toaster } from '@horizontal/ui';
import type { ReactNode } from 'react';
import * as styles from './ScreenDecorator.css';

export type ScreenDecoratorProps = {
  /** 'shell' places the screen where the app's content area would hold it; 'page' leaves it the whole window. */
  frame?: 'shell' | 'page';
  children: ReactNode;
};

/** What every screen story stands in (the theme comes from the preview): a toaster and the shell's content box. */
export function ScreenDecorator({ frame = 'shell', children }: ScreenDecoratorProps) {
  return <Toaster>{frame === 'shell' ? <div className={styles.content}>{children}</div> : children}</Toaster>;
}
