import type { DataTableRowAction } from '@horizontal/ui';

/**
 * A row's actions, leaving out those the screen was given no callback for: an absent callback is an action the
 * profile may not do, and it is hidden rather than shown disabled.
 */
export const offered = (...actions: readonly (DataTableRowAction | false | undefined)[]): DataTableRowAction[] =>
  actions.filter((action): action is DataTableRowAction => Boolean(action));
