import type { ApartmentSummary, Pantry, Parking } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { AssignedUnitDetail } from './AssignedUnitDetail';
import { AssignedUnitEditor } from './AssignedUnitEditor';
import { capitalized, type ParkingValues } from './assigned-unit-form';
import type { AssignedUnitKind } from './kinds';

export type AssignedUnitOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; apartments: readonly ApartmentSummary[] };

export type AssignedUnitFormProps = {
  kind: AssignedUnitKind;
  state: FormState<Pantry | Parking>;
  options: AssignedUnitOptions;
  /** Despensas leave `covered` out. */
  onSubmit: (values: ParkingValues) => Promise<ActionResult>;
  onSaved: (values: ParkingValues) => void;
  /**
   * «Guardar y crear otra/o» (CREATE only): saved, and the form starts the next one where this one is (the same
   * description and, for estacionamientos, whether it is covered), with its number and unit blank.
   */
  onSavedAnother?: (values: ParkingValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  /** Who created the record and who changed it last, at the foot of its detail. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** The despensa or estacionamiento form: its create, modify and detail, in the words of its kind. */
export function AssignedUnitForm({ kind, state, history, onEdit, ...editor }: AssignedUnitFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: capitalized(kind.noun), MODIFY: `Modificar ${kind.noun}` }}
      loadingLabel={`Cargando ${kind.withArticle}…`}
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(record) => <AssignedUnitEditor kind={kind} {...editor} record={record} />}
      detail={(record) => <AssignedUnitDetail kind={kind} record={record} options={editor.options} onEdit={onEdit} />}
    />
  );
}
