import type { Pantry } from '@horizontal/domain';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { AssignedUnitForm, type AssignedUnitOptions, type PantryValues, pantryKind } from '../AssignedUnits';

export type PantryFormProps = {
  state: FormState<Pantry>;
  /** The complejo's units (POST /general/apartments/{id}), to assign the pantry to one. */
  options: AssignedUnitOptions;
  /** POST /pantries/create in CREATE mode (the app adds buildingId), PUT /pantries/update in MODIFY mode. */
  onSubmit: (values: PantryValues) => Promise<ActionResult>;
  onSaved: (values: PantryValues) => void;
  /** «Guardar y crear otra» (CREATE only): saved, and the form starts the next one with the same description. */
  onSavedAnother?: (values: PantryValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  /** Who created the record and who changed it last, at the foot of its detail. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** /despensas/nuevo and /despensas/modificar, and a pantry's detail (SPEC §2). */
export function PantryForm(props: PantryFormProps) {
  return <AssignedUnitForm kind={pantryKind} {...props} />;
}
