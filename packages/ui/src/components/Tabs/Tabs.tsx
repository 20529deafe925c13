import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export type TabItem = {
  value: string;
  label: string;
  content: ReactNode;
  /** A count shown beside the label, e.g. unread messages in "Recibidos". */
  count?: number;
  disabled?: boolean;
};

export type TabsProps = {
  /** Names the tab list for screen readers: "Mensajes". */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/** Views of the same thing side by side; the arrow keys move between tabs. */
export function Tabs({ label, items, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      className={styles.root}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      data-slot="tabs"
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
            {item.count !== undefined && <span className={styles.badge}>{item.count}</span>}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
