import type { ApartmentSummary, Parking } from '@horizontal/domain';
import type { ActionResult } from '../../shared/forms';
import { AssignedUnitsList, parkingKind } from '../AssignedUnits';

export type ParkingsListProps = {
  state:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; parkings: readonly Parking[] };
  /** The complejo's units (POST /general/apartments/{id}), to name each unit with its tower and filter by tower. */
  apartments?: readonly ApartmentSummary[];
  onRetry: () => void;
  /**
   * The write callbacks (POST create, PUT update, DELETE remove) are passed only when the profile may make their
   * call; without one the screen does not offer its button or row action. «Ver» is always offered.
   */
  onCreate?: () => void;
  onView: (parking: Parking) => void;
  /**
   * The address of a parking space's detail, the one onView opens: with it the name in the list is a link there (a plain
   * click still goes through onView), which the browser can open in a new tab.
   */
  viewHref?: (parking: Parking) => string;
  onEdit?: (parking: Parking) => void;
  /** DELETE /parkings/remove/{id}; the app updates its cached list from the answer. */
  onDelete?: (parking: Parking) => Promise<ActionResult>;
};

/** /estacionamientos/listado (SPEC §2, GET /parkings/findall/{id}). */
export function ParkingsList({ state, ...actions }: ParkingsListProps) {
  return (
    <AssignedUnitsList<Parking>
      kind={parkingKind}
      state={state.status === 'ready' ? { status: 'ready', rows: state.parkings } : state}
      {...actions}
    />
  );
}
