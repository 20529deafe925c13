import { NavAnchor } from '../../internal/NavAnchor';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import * as styles from './Menu.css';

export type MenuItem = {
  id: string;
  label: string;
  href: string;
  /** Unread notifications of the entry's type (SPEC §4); 0 or missing shows no badge. */
  badge?: number;
  current?: boolean;
};

export type MenuProps = {
  /** Names the navigation landmark: "Módulos", "Complejo", "Configuración". */
  label: string;
  items: readonly MenuItem[];
  onNavigate?: (href: string) => void;
  orientation?: 'horizontal' | 'vertical';
  /** `header` for the brand-coloured bar, `surface` for submenus and side panels. */
  tone?: 'header' | 'surface';
};

export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

const badgeDescription = (count: number): string =>
  count === 1 ? '1 notificación nueva' : `${count} notificaciones nuevas`;

/** A list of links with the current one marked and a badge where there are unread notifications. */
export function Menu({ label, items, onNavigate, orientation = 'horizontal', tone = 'surface' }: MenuProps) {
  return (
    <nav aria-label={label} data-slot="menu">
      <ul className={styles.list({ orientation })}>
        {items.map((item) => (
          <li key={item.id}>
            <NavAnchor
              href={item.href}
              onNavigate={onNavigate}
              current={item.current}
              className={styles.link({ tone })}
            >
              {item.label}
              {item.badge !== undefined && item.badge > 0 && (
                <>
                  <span className={styles.badge({ tone })} aria-hidden="true">
                    {badgeText(item.badge)}
                  </span>
                  <span className={visuallyHidden}>, {badgeDescription(item.badge)}</span>
                </>
              )}
            </NavAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
