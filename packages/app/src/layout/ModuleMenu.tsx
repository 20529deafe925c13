import { NOTIFICATION_TYPE_ID } from '@horizontal/domain';
import type { MenuItem } from '@horizontal/ui';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { ModuleEntry } from '../navigation/menu-tree';
import { useMenus } from '../navigation/useMenus';
import { useSession } from '../session/SessionProvider';
import * as styles from './layout.css';

/** Unread notifications of a type (SPEC §4: 1, 2, 3, 6, 8); entries without a type (-1) never have a badge. */
export const useBadge = () => {
  const { notifications } = useSession();
  return (typeId: number) =>
    typeId === NOTIFICATION_TYPE_ID.none ? 0 : notifications.filter((n) => n.typeId === typeId).length;
};

const sectionOf = (path: string) => `/${path.split('/')[1]}/`;

/**
 * Where a module with a badge leads: the screen of its submenu that shows (and clears) what the badge counts, or the
 * module's page while that screen is not built or not the user's.
 */
export const badgeTarget = (module: ModuleEntry) =>
  module.submenu.find((entry) => entry.path && entry.notificationTypeId === module.notificationTypeId)?.path ??
  module.path;

export const activeModule = (modules: ModuleEntry[], pathname: string): ModuleEntry | undefined =>
  modules.find(
    (module) =>
      pathname === module.path ||
      module.submenu.some((entry) => entry.path && pathname.startsWith(sectionOf(entry.path))),
  );

/** The module menu in the header (administrators), or the master's three sections (SPEC §2), with their badges. */
export const useModuleMenuItems = (): MenuItem[] => {
  const menus = useMenus();
  const badge = useBadge();
  const { pathname } = useLocation();
  const current = activeModule(menus.modules, pathname);
  return menus.modules.length > 0
    ? menus.modules.map((m) => {
        const count = badge(m.notificationTypeId);
        return {
          id: m.path,
          label: m.label,
          href: count > 0 ? badgeTarget(m) : m.path,
          badge: count,
          current: m === current,
        };
      })
    : menus.configuration.map((c) => ({
        id: c.path!,
        label: c.label,
        href: c.path!,
        badge: badge(c.notificationTypeId),
        current: pathname.startsWith(sectionOf(c.path!)),
      }));
};

/** The module whose page or screens are open, if it has a submenu. */
export const useOpenModule = (): ModuleEntry | undefined => {
  const menus = useMenus();
  const { pathname } = useLocation();
  const module = activeModule(menus.modules, pathname);
  return module && module.submenu.length > 0 ? module : undefined;
};

/** The submenu of the open module (SPEC §2), with the entries the spec names without a route disabled. */
export function ModuleSubmenu({ module }: { module: ModuleEntry }) {
  const badge = useBadge();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the submenu is a row that scrolls sideways: the open screen's entry is brought into it.
  useEffect(() => {
    if (pathname)
      nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav ref={nav} className={styles.subnav} aria-label={`Submenú de ${module.label}`}>
      {module.submenu.map((entry) => {
        if (!entry.path) {
          return (
            <span
              key={entry.label}
              className={styles.subnavDisabled}
              aria-disabled="true"
              title="Esta pantalla todavía no está disponible"
            >
              {entry.label}
            </span>
          );
        }
        const count = badge(entry.notificationTypeId);
        return (
          <NavLink key={entry.label} to={entry.path} className={styles.subnavLink}>
            {entry.label}
            {count > 0 && (
              <span className={styles.badge}>
                {count}
                <span className={styles.srOnly}>{count === 1 ? ' notificación' : ' notificaciones'}</span>
              </span>
            )}
          </NavLink>
        );
      })}
    </nav>
  );
}
