import type { MouseEvent, ReactNode } from 'react';

export type NavAnchorProps = {
  href: string;
  onNavigate?: (href: string) => void;
  className?: string;
  current?: boolean;
  children: ReactNode;
};

/**
 * A real link (it opens in a new tab and shows its address); a plain click is handed to the app's router
 * through onNavigate, because ui does not know the router.
 */
export function NavAnchor({ href, onNavigate, className, current, children }: NavAnchorProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a href={href} className={className} aria-current={current ? 'page' : undefined} onClick={click}>
      {children}
    </a>
  );
}
