import { useState } from 'react';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { Icon } from '../Icon';
import type { DataTableRowAction } from './types';

export type DataTableRowActionsProps = { label: string; actions: readonly DataTableRowAction[] };

const nameOf = (label: string) => `Acciones para ${label}`;

/**
 * The actions button of the row named `label`, for a dialog opened from its menu to give focus back to
 * (Dialog's returnFocusTo): the menu's item is gone by the time the dialog closes.
 */
export const rowActionsButton = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="menu"]')].find(
    (button) => button.getAttribute('aria-label') === nameOf(label),
  );

/**
 * A plain button until it is first used: a Radix menu per visible row (listeners, popper state) made
 * typing in the search box and scrolling 10,000 rows measurably slower, so the menu mounts on demand
 * and opens at once.
 */
export function DataTableRowActions({ label, actions }: DataTableRowActionsProps) {
  const [armed, setArmed] = useState(false);
  const trigger = (onClick?: () => void) => (
    <Button
      variant="ghost"
      size="sm"
      iconOnly
      aria-label={nameOf(label)}
      aria-haspopup="menu"
      aria-expanded={armed ? undefined : false}
      onClick={onClick}
    >
      <Icon name="more" />
    </Button>
  );
  if (!armed) return trigger(() => setArmed(true));
  return (
    <DropdownMenu
      defaultOpen
      trigger={trigger()}
      items={actions.map((action) => ({
        label: action.label,
        onSelect: action.onSelect,
        tone: action.tone,
        disabled: action.disabled,
      }))}
    />
  );
}
