import { isPlainClick } from '@horizontal/ui';
import type { MouseEvent, ReactNode } from 'react';

export type NavLinkProps = {
  to: string;
  onNavigate: (path: string) => void;
  className?: string;
  children: ReactNode;
};

/** A real link (it opens in a new tab, shows its address) whose plain click is left to the app's router. */
export function NavLink({ to, onNavigate, className, children }: NavLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <a href={to} className={className} onClick={click}>
      {children}
    </a>
  );
}
