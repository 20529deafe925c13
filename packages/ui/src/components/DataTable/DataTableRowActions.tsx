import { useState } from 'react';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { Icon } from '../Icon';
import type { DataTableRowAction } from './types';

export type DataTableRowActionsProps = { label: string; actions: readonly DataTableRowAction[] };

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
      aria-label={`Acciones para ${label}`}
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
