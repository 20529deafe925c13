import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { ThemedLayer } from '../../internal/ThemedLayer';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import type { DropdownMenuEntry } from '../DropdownMenu';
import { Icon } from '../Icon';
import { badgeText, Menu, type MenuItem } from '../Menu';
import * as styles from './AppShell.css';

export type AppShellDrawerProps = {
  userName: string;
  roleDescription: string;
  navigation: readonly MenuItem[];
  onNavigate: ((href: string) => void) | undefined;
  account: readonly DropdownMenuEntry[];
};

/** Unread notifications across the modules, shown on the «Menú» button while the links are folded away. */
const unread = (navigation: readonly MenuItem[]) => navigation.reduce((sum, item) => sum + (item.badge ?? 0), 0);

/**
 * The folded header of tablets and phones: a «Menú» button that opens a side panel with the modules and the
 * account's entries. It is a Radix dialog: focus stays inside, Escape closes it, focus returns to the button.
 */
export function AppShellDrawer({ userName, roleDescription, navigation, onNavigate, account }: AppShellDrawerProps) {
  const [open, setOpen] = useState(false);
  const pending = unread(navigation);
  // Choosing anything closes the panel first, so that the page it leads to is what the user sees.
  const navigate = (href: string) => {
    setOpen(false);
    onNavigate?.(href);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className={styles.drawerTrigger}>
        <Icon name="menu" />
        <span className={styles.drawerTriggerText}>Menú</span>
        {pending > 0 && (
          <>
            <span className={styles.drawerBadge} aria-hidden="true">
              {badgeText(pending)}
            </span>
            <span className={visuallyHidden}>
              , {pending} {pending === 1 ? 'notificación nueva' : 'notificaciones nuevas'}
            </span>
          </>
        )}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <ThemedLayer>
          <RadixDialog.Overlay className={styles.drawerOverlay} />
          <RadixDialog.Content className={styles.drawer} aria-describedby={undefined} data-slot="app-drawer">
            <div className={styles.drawerHeader}>
              <RadixDialog.Title className={styles.drawerTitle}>Menú</RadixDialog.Title>
              <RadixDialog.Close className={styles.drawerClose} aria-label="Cerrar el menú">
                <Icon name="close" />
              </RadixDialog.Close>
            </div>
            <p className={styles.drawerIdentity}>
              <span className={styles.accountName}>Bienvenido/a, {userName}</span>
              <span className={styles.drawerRole}>{roleDescription}</span>
            </p>
            {navigation.length > 0 && (
              <Menu label="Módulos" orientation="vertical" items={navigation} onNavigate={navigate} />
            )}
            <ul className={styles.drawerActions} aria-label="Mi cuenta">
              {account.map((entry, index) => {
                if (entry.type === 'separator') {
                  // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity of their own
                  return <li key={`separator-${index}`} className={styles.drawerSeparator} aria-hidden="true" />;
                }
                if (entry.type === 'label') {
                  return (
                    <li key={`label-${entry.label}`} className={styles.drawerLabel}>
                      {entry.label}
                    </li>
                  );
                }
                return (
                  <li key={entry.label}>
                    <button
                      type="button"
                      className={styles.drawerAction}
                      data-tone={entry.tone ?? 'default'}
                      disabled={entry.disabled}
                      onClick={() => {
                        setOpen(false);
                        entry.onSelect();
                      }}
                    >
                      {entry.icon && <Icon name={entry.icon} size="sm" />}
                      {entry.label}
                    </button>
                  </li>
                );
              })}
            </ul>
          </RadixDialog.Content>
        </ThemedLayer>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
