import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { DropdownMenu, type DropdownMenuEntry } from '../DropdownMenu';
import { Icon } from '../Icon';
import { Menu, type MenuItem } from '../Menu';
import * as styles from './AppShell.css';
import { AppShellDrawer } from './AppShellDrawer';

export type FooterContact = { city: string; phone: string; email: string };

export const defaultFooterContact: FooterContact = {
  city: 'Montevideo, Uruguay',
  phone: '2900 0000',
  email: 'contacto@horizontal.uy',
};

export type AppShellProps = {
  userName: string;
  roleDescription: string;
  /** The module menu of an administrator, or the master's sections (SPEC §2), with their badges. */
  navigation?: readonly MenuItem[];
  /** Hands a plain click on a link to the app's router. */
  onNavigate?: (href: string) => void;
  /** Where a non-master user picks the complejo to work on; it stays in the header at every width. */
  complejoSelector?: ReactNode;
  /** The account menu (SPEC §2: Inicio, Configuración, Cuenta, Cerrar Sesión), drawn as a menu or in the drawer. */
  account: readonly DropdownMenuEntry[];
  /** The open module's submenu, in a bar under the header. */
  submenu?: ReactNode;
  /** Breadcrumbs with the back button, above the content. */
  breadcrumbs?: ReactNode;
  /** Replaces the word mark, e.g. the company's logo. */
  logo?: ReactNode;
  footer?: FooterContact;
  children: ReactNode;
};

/**
 * Header, submenu, breadcrumb bar, content and footer of every signed-in page (SPEC §2; Landing has none). Wide, the
 * header is one row: brand, modules, complejo, account. Narrower, modules and account fold into the «Menú» drawer
 * and the complejo selector stays one tap away.
 */
export function AppShell({
  userName,
  roleDescription,
  navigation = [],
  onNavigate,
  complejoSelector,
  account,
  submenu,
  breadcrumbs,
  logo,
  footer = defaultFooterContact,
  children,
}: AppShellProps) {
  return (
    <div className={styles.shell}>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a real link to #contenido; the handler only guarantees the focus move */}
      <a
        className={styles.skipLink}
        href="#contenido"
        onClick={(event) => {
          // Moves focus itself: a hash change would go through the app's router and may not move focus.
          event.preventDefault();
          document.getElementById('contenido')?.focus();
        }}
      >
        Saltar al contenido
      </a>
      <header className={styles.header}>
        <div className={styles.foldedOnly}>
          <AppShellDrawer
            userName={userName}
            roleDescription={roleDescription}
            navigation={navigation}
            onNavigate={onNavigate}
            account={account}
          />
        </div>
        <span className={styles.logo}>{logo ?? 'Horizontal'}</span>
        <div className={styles.navigation}>
          {navigation.length > 0 && <Menu label="Módulos" tone="header" items={navigation} onNavigate={onNavigate} />}
        </div>
        {complejoSelector && <div className={styles.selector}>{complejoSelector}</div>}
        <div className={styles.wideOnly}>
          <DropdownMenu
            trigger={
              // Named by what it shows, after what it is: axe's label-in-name holds, and «Mi cuenta» is findable.
              <button type="button" className={styles.accountTrigger}>
                <span className={visuallyHidden}>Mi cuenta: </span>
                <span className={styles.accountName}>{userName}</span>
                <span className={styles.accountRole}>
                  <span className={visuallyHidden}>, </span>
                  {roleDescription}
                </span>
                <span className={styles.accountChevron}>
                  <Icon name="chevronDown" size="sm" />
                </span>
              </button>
            }
            items={[{ type: 'label', label: `Bienvenido/a, ${userName}` }, ...account]}
          />
        </div>
      </header>
      {submenu && <div className={styles.submenu}>{submenu}</div>}
      {breadcrumbs && <div className={styles.breadcrumbs}>{breadcrumbs}</div>}
      <main id="contenido" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <span>{footer.city}</span>
        <span>Tel. {footer.phone}</span>
        <a className={styles.footerLink} href={`mailto:${footer.email}`}>
          {footer.email}
        </a>
      </footer>
    </div>
  );
}
