import type { ApartmentSummary, Pantry } from '@horizontal/domain';
import type { ActionResult } from '../../shared/forms';
import { AssignedUnitsList, pantryKind } from '../AssignedUnits';

export type PantriesListProps = {
  state:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; pantries: readonly Pantry[] };
  /** The complejo's units (POST /general/apartments/{id}), to name each unit with its tower and filter by tower. */
  apartments?: readonly ApartmentSummary[];
  onRetry: () => void;
  /**
   * The write callbacks (POST create, PUT update, DELETE remove) are passed only when the profile may make their
   * call; without one the screen does not offer its button or row action. «Ver» is always offered.
   */
  onCreate?: () => void;
  onView: (pantry: Pantry) => void;
  /**
   * The address of a pantry's detail, the one onView opens: with it the name in the list is a link there (a plain
   * click still goes through onView), which the browser can open in a new tab.
   */
  viewHref?: (pantry: Pantry) => string;
  onEdit?: (pantry: Pantry) => void;
  /** DELETE /pantries/remove/{id}; the app updates its cached list from the answer. */
  onDelete?: (pantry: Pantry) => Promise<ActionResult>;
};

/** /despensas/listado (SPEC §2, GET /pantries/findall/{id}). */
export function PantriesList({ state, ...actions }: PantriesListProps) {
  return (
    <AssignedUnitsList<Pantry>
      kind={pantryKind}
      state={state.status === 'ready' ? { status: 'ready', rows: state.pantries } : state}
      {...actions}
    />
  );
}
