import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { button } from '../Button/Button.css';
import * as styles from './ButtonLink.css';
import { isPlainClick } from './is-plain-click';

export type ButtonLinkProps = {
  to: string;
  /** A plain click goes through the app's router; the browser keeps the rest (a new tab, copying the address). */
  onNavigate: (path: string) => void;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
};

/**
 * An action that goes to another page, drawn as a Button. A real link: it works on a page shown before its
 * scripts run (the landing), and it opens in a new tab.
 */
export function ButtonLink({ to, onNavigate, variant = 'primary', children }: ButtonLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <a href={to} className={cx(button({ variant }), styles.link)} onClick={click}>
      {children}
    </a>
  );
}
