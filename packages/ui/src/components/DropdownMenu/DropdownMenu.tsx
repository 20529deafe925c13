import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ReactElement } from 'react';
import { cx } from '../../internal/cx';
import * as popoverStyles from '../../internal/popover.css';
import { ThemedLayer } from '../../internal/ThemedLayer';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { Icon, type IconName } from '../Icon';
import { badgeText } from '../Menu';
import * as styles from './DropdownMenu.css';

export type DropdownMenuEntry =
  | {
      type?: 'item';
      label: string;
      onSelect: () => void;
      icon?: IconName;
      /** Destructive entries (Eliminar, Dar de baja) in the danger colour. */
      tone?: 'default' | 'danger';
      disabled?: boolean;
      badge?: number;
    }
  | { type: 'separator' }
  | { type: 'label'; label: string };

export type DropdownMenuProps = {
  /** The element that opens the menu, usually a Button; it gets aria-expanded and focus back on close. */
  trigger: ReactElement;
  items: readonly DropdownMenuEntry[];
  align?: 'start' | 'end';
  /** Opens as soon as it mounts, for menus created on demand (DataTable row actions). */
  defaultOpen?: boolean;
};

/** Actions or links behind one button (account menu, row actions); arrow keys move, Escape closes. */
export function DropdownMenu({ trigger, items, align = 'end', defaultOpen }: DropdownMenuProps) {
  return (
    // Not modal: the rest of the page stays readable and clickable, as with a native menu.
    <RadixDropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <ThemedLayer>
          <RadixDropdownMenu.Content
            className={cx(popoverStyles.surface, styles.content)}
            align={align}
            sideOffset={4}
            loop
            data-slot="dropdown-menu"
          >
            {items.map((entry, index) => {
              if (entry.type === 'separator') {
                // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity of their own
                return <RadixDropdownMenu.Separator key={`separator-${index}`} className={styles.separator} />;
              }
              if (entry.type === 'label') {
                return (
                  <RadixDropdownMenu.Label key={`label-${entry.label}`} className={styles.label}>
                    {entry.label}
                  </RadixDropdownMenu.Label>
                );
              }
              return (
                <RadixDropdownMenu.Item
                  key={entry.label}
                  className={styles.item}
                  data-tone={entry.tone ?? 'default'}
                  disabled={entry.disabled}
                  onSelect={entry.onSelect}
                >
                  {entry.icon && <Icon name={entry.icon} size="sm" />}
                  <span className={styles.itemLabel}>{entry.label}</span>
                  {entry.badge !== undefined && entry.badge > 0 && (
                    <>
                      <span className={styles.badge} aria-hidden="true">
                        {badgeText(entry.badge)}
                      </span>
                      <span className={visuallyHidden}>, {entry.badge} nuevas</span>
                    </>
                  )}
                </RadixDropdownMenu.Item>
              );
            })}
          </RadixDropdownMenu.Content>
        </ThemedLayer>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}
