import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

export type FooterContact = { city: string; phone: string; email: string };

export const defaultFooterContact: FooterContact = {
  city: 'Montevideo, Uruguay',
  phone: '2900 0000',
  email: 'contacto@horizontal.uy',
};

export type AppShellProps = {
  userName: string;
  roleDescription: string;
  /** The module menu (a Menu with tone="header"). */
  navigation?: ReactNode;
  /** Configuration menu entries (perfiles, empleados, complejos), usually a DropdownMenu. */
  configurationMenu?: ReactNode;
  /** Where a non-master user picks the complejo to work on. */
  complejoSelector?: ReactNode;
  /** Account menu (Inicio, Módulos, Configuración, Cuenta, Cerrar Sesión). */
  accountMenu?: ReactNode;
  /** The open module's submenu, in a bar under the header. */
  submenu?: ReactNode;
  /** Breadcrumbs with the back button, above the content. */
  breadcrumbs?: ReactNode;
  /** Replaces the word mark, e.g. the company's logo. */
  logo?: ReactNode;
  footer?: FooterContact;
  children: ReactNode;
};

/** Header, submenu, breadcrumb bar, content and footer of every signed-in page (SPEC §2; Landing has none). */
export function AppShell({
  userName,
  roleDescription,
  navigation,
  configurationMenu,
  complejoSelector,
  accountMenu,
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
        <span className={styles.logo}>{logo ?? 'Horizontal'}</span>
        <div className={styles.navigation}>
          {navigation}
          {configurationMenu}
        </div>
        {complejoSelector && <div className={styles.selector}>{complejoSelector}</div>}
        <div className={styles.identity}>
          <span className={styles.welcome}>Bienvenido/a, {userName}</span>
          <span className={styles.role}>{roleDescription}</span>
        </div>
        {accountMenu}
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
