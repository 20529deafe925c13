import { NavAnchor } from '../../internal/NavAnchor';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './Breadcrumbs.css';

export type BreadcrumbItem = { label: string; href?: string };

export type BreadcrumbsProps = {
  /** From the module to the current page; the last one is the page itself. */
  items: readonly BreadcrumbItem[];
  onNavigate?: (href: string) => void;
  /** Shows the back button (SPEC §2: a breadcrumb bar with a back button). */
  onBack?: () => void;
  backLabel?: string;
};

export function Breadcrumbs({ items, onNavigate, onBack, backLabel = 'Volver' }: BreadcrumbsProps) {
  return (
    <div className={styles.root} data-slot="breadcrumbs">
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack}>
          <Icon name="arrowLeft" size="sm" />
          {backLabel}
        </Button>
      )}
      <nav aria-label="Ruta de navegación">
        <ol className={styles.list}>
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={`${item.label}-${item.href ?? index}`} className={styles.item}>
                {last || !item.href ? (
                  <span className={last ? styles.current : undefined} aria-current={last ? 'page' : undefined}>
                    {item.label}
                  </span>
                ) : (
                  <NavAnchor href={item.href} onNavigate={onNavigate} className={styles.link}>
                    {item.label}
                  </NavAnchor>
                )}
                {!last && <Icon name="chevronRight" size="sm" />}
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
